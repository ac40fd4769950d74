/// Why a flow did not carry out an intent, as a value of the feature's own
/// type: a test or a view switches on the case, and a person reads `message`.
///
/// Each feature declares one enum that conforms, named `<Feature>Refusal`.
/// A flow throws it inside and returns it in `IntentOutcome`, so nothing
/// between the reason and the screen turns it into text but `message`.
public protocol Refusal: Error, Equatable, Sendable {
    /// One line for the person who asked, saying why and, where there is a
    /// way, what to do instead.
    var message: String { get }
    /// The field the refusal is about, when it is about one, so a form shows
    /// it on that field's row.
    var field: String? { get }
}

extension Refusal {
    public var field: String? { nil }
}
