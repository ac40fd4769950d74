/// What a person fills in to add or edit an entry of a feature: each field
/// as its Swift type, checked against its rule as the draft is made, so
/// holding one proves it can be stored and shown. Stores read their rows
/// through it too, so a row that breaks a rule is never shown as an entry.
///
/// A feature declares its draft and nothing else of the machinery: the
/// core's stores, service, flow, presentation and windows are generic over it.
public protocol EntryDraft: Hashable, Sendable {
    /// Every field, in the order the list shows them: the first is the label.
    static var fields: DraftFields<Self> { get }

    /// Checks each field against its rule, then the rules across fields.
    init(_ values: FieldValues) throws(FieldError)
}

extension EntryDraft {
    /// The draft's values, for a store to write and an edit to change.
    public var values: FieldValues { Self.fields.values(of: self) }
}
