public import Domain

/// How a view asks for one field, without the Domain's types: its name, the
/// form of what to type, and for an enum or a flag the values a key cycles
/// through. A feature's presentation gives one per field, in order.
public struct FieldPrompt: Equatable, Sendable {
    public let name: String
    /// What to type, such as "0.00", "YYYY-MM-DD" or "open|shipped".
    public let form: String
    public let isOptional: Bool
    /// The values Space cycles through, "" first for an optional; empty for free text.
    public let choices: [String]
    /// What one of the entries a reference field names is called, "contact",
    /// for a picker over them; nil for a field of another kind.
    public let picks: String?

    public init(name: String, form: String, isOptional: Bool, choices: [String], picks: String? = nil) {
        self.name = name
        self.form = form
        self.isOptional = isOptional
        self.choices = choices
        self.picks = picks
    }

    public init(_ field: Field) {
        var cases: [String] = []
        var picks: String?
        switch field.kind {
        case .bool: cases = ["yes", "no"]
        case .choice(let values): cases = values
        case .reference(let word): picks = word
        default: break
        }
        self.init(
            name: field.name, form: field.kind.form, isOptional: field.isOptional,
            choices: cases.isEmpty || !field.isOptional ? cases : [""] + cases, picks: picks)
    }

    /// `name=form`, with `?` after an optional one: how `help` and usage lines show it.
    public var usage: String { "\(name)=\(form)\(isOptional ? "?" : "")" }
}
