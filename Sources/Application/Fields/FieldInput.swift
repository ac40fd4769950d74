public import Domain

/// What a person typed for some of a feature's fields, by name, before any
/// of it is read as a kind: what `add` and `edit` carry. A view makes one
/// without knowing the Domain's types; the service reads it against the
/// fields, so a mistake in any field, typed or broken rule, comes back as
/// one refusal that names the field.
public struct FieldInput: Equatable, Sendable {
    /// Each field typed and its text, in the order typed: a field typed
    /// twice is here twice, which `values(for:)` refuses.
    public let pairs: [(name: String, text: String)]

    public init(_ pairs: [(name: String, text: String)]) {
        self.pairs = pairs
    }

    /// Each field typed, and its text; the last where one is typed twice.
    public var texts: [String: String] { Dictionary(pairs, uniquingKeysWith: { _, last in last }) }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.pairs.elementsEqual(rhs.pairs) { $0 == $1 }
    }

    /// The typed text read as the fields' kinds and checked, with the
    /// optional fields typed empty marked to be cleared.
    public func values(for fields: [Field]) throws(FieldError) -> FieldValues {
        try FieldValues(fields, typing: pairs)
    }
}
