/// How many entries of one feature refer to an entry of another: what a
/// delete refused for them counts, as "2 orders".
public struct Referrers: Hashable, Sendable, CustomStringConvertible {
    public let count: Int
    /// What one referring entry is called, and more than one: "order", "orders".
    public let singular: String
    public let plural: String

    public init(count: Int, singular: String, plural: String) {
        self.count = count
        self.singular = singular
        self.plural = plural
    }

    /// "1 order", "2 orders".
    public var description: String { "\(count) \(count == 1 ? singular : plural)" }

    /// The refusal's sentence: "2 orders refer to this contact", "1 order and
    /// 3 invoices refer to this contact"; `word` is what the entry is called.
    public static func sentence(_ all: [Referrers], to word: String) -> String {
        let names = all.map(\.description)
        let list =
            names.count > 1
            ? names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1] : names.joined()
        let one = all.count == 1 && all[0].count == 1
        return "\(list) \(one ? "refers" : "refer") to this \(word)"
    }
}
