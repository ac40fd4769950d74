/// The name of a feature and every name derived from it.
///
/// `Orders` names the feature, its folders and its types (`OrdersStore`,
/// `OrdersService`, …); its singular, `Order`, names the Domain entity; and
/// its lower-case form, `orders`, is the command that shows it.
public struct FeatureName: Equatable, Sendable {
    public let name: String
    public let singular: String

    public init(_ name: String) throws(ScaffoldError) {
        try SwiftIdentifier.validate(name, as: "feature name")
        self.name = name
        singular = Self.singular(of: name)
    }

    /// The word the user types.
    public var command: String { name.lowercased() }

    /// English plurals by their commonest endings: `Categories` → `Category`,
    /// `Boxes` → `Box`, `Orders` → `Order`. A name that does not end like a
    /// plural (`Billing`, `Status`, `Address`) is its own singular.
    static func singular(of name: String) -> String {
        let lower = name.lowercased()
        func drop(_ count: Int, adding suffix: String = "") -> String { String(name.dropLast(count)) + suffix }
        if lower.count > 4, lower.hasSuffix("ies") { return drop(3, adding: "y") }
        for ending in ["sses", "shes", "ches", "xes", "zes"] where lower.hasSuffix(ending) && lower.count > ending.count
        {
            return drop(2)
        }
        for ending in ["ss", "us", "is", "ics"] where lower.hasSuffix(ending) { return name }
        if lower.count > 1, lower.hasSuffix("s") { return drop(1) }
        return name
    }

    /// Every type the feature generator declares, so none can clash with one that exists.
    public var typeNames: [String] {
        [singular]
            + ["Store", "Service", "ViewModel", "Display", "Presentation", "Renderer", "Feature"].map { name + $0 }
            + ["InMemory\(name)Store"]
            + ["\(singular)Tests", "\(name)PresentationTests", "Fake\(name)Store", "Recording\(name)Display"]
            + ["InMemory\(name)StoreTests", "\(name)RendererTests", "\(name)CommandEndToEndTests"]
    }
}
