public import Application

/// Why a command did nothing, as the shell reports it to any view: what kind
/// of refusal it is, the field it is about, and the one line for a person.
public struct CommandRefusal: Equatable, Sendable {
    /// The case of the feature's `Refusal`, as its enum spells it
    /// ("invalidField", "gone"), or the typed line's mistake (`CommandError.Kind`).
    public let kind: String
    public let field: String?
    public let message: String

    public init(kind: String, field: String?, message: String) {
        self.kind = kind
        self.field = field
        self.message = message
    }

    /// A flow's refusal, kind and all: an enum's case name is read from the
    /// value itself, so every feature's refusals are typed without a word
    /// added to them; a refusal of another shape is of the kind its type names.
    public init<Reason: Refusal>(_ reason: Reason) {
        let mirror = Mirror(reflecting: reason)
        // A case with a payload reflects as one child named after the case; one without, as its name.
        let name =
            mirror.displayStyle == .enum
            ? mirror.children.first?.label ?? String(describing: reason) : String(describing: Reason.self)
        self.init(kind: Self.kind(named: name), field: reason.field, message: reason.message)
    }

    /// `name`'s first word, lower case first, as "noSuchNumber" of
    /// "noSuchNumber(3)" and "shape" of "Shape<Draft>"; "refused" where the
    /// name is no word, as a case's hidden behind a description of its own.
    static func kind(named name: String) -> String {
        let word = name.prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
        guard let first = word.first, first.isLetter,
            word.endIndex == name.endIndex || "(<".contains(name[word.endIndex])
        else { return "refused" }
        return first.lowercased() + word.dropFirst()
    }

    /// A typed line that is no command.
    public init(_ error: CommandError) {
        self.init(kind: error.kind.rawValue, field: error.field, message: error.description)
    }

    /// The message as the text views show it, where a control character would reach the terminal.
    public var line: String { SafeText.make(message) }
}
