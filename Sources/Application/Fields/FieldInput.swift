public import Domain

/// What a person typed for some of a feature's fields, by name, before any
/// of it is read as a kind: what `add` and `edit` carry. A view makes one
/// without knowing the Domain's types; the service reads it against the
/// fields, so a mistake in any field, typed or broken rule, comes back as
/// one refusal that names the field.
public struct FieldInput: Equatable, Sendable {
    /// Each field typed, and its text; a field typed twice keeps the last,
    /// which `values(for:)` refuses.
    public let texts: [String: String]
    /// The first field typed more than once, if any.
    let typedTwice: String?

    public init(_ pairs: [(name: String, text: String)]) {
        texts = Dictionary(pairs, uniquingKeysWith: { _, last in last })
        var seen: Set<String> = []
        typedTwice = pairs.first { !seen.insert($0.name).inserted }?.name
    }

    /// Throws for a field typed more than once: `add name=First name=Second`
    /// names no one value, so neither is taken.
    func refusingRepeats() throws(FieldError) {
        if let typedTwice { throw FieldError(TypedText.shown(typedTwice), .typedTwice) }
    }

    /// The typed text read as the fields' kinds and checked, with the
    /// optional fields typed empty marked to be cleared.
    public func values(for fields: [Field]) throws(FieldError) -> FieldValues {
        try refusingRepeats()
        // In the fields' order, so the first mistake named is the first on screen; unknown names last.
        let order = { (name: String) in fields.firstIndex { $0.name == name } ?? fields.count }
        return try FieldValues(
            fields,
            typing: texts.sorted { (order($0.key), $0.key) < (order($1.key), $1.key) }.map { ($0.key, $0.value) })
    }
}
