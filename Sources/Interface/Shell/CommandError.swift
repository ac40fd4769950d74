/// Why a typed line is not a command: one line that names `help`.
public struct CommandError: Error, Equatable, CustomStringConvertible {
    /// What kind of mistake it is, for a view that reports refusals by kind.
    public enum Kind: String, Sendable {
        case empty, usage, tooLong, unknownCommand
    }

    public let kind: Kind
    public let description: String
    /// The field a mistake is in, where the line named one (`note="open`).
    public let field: String?

    /// A mistake in how a command was typed, such as an unclosed quote in `field`'s value.
    public init(description: String, field: String? = nil) {
        self.init(.usage, description, field: field)
    }

    private init(_ kind: Kind, _ description: String, field: String? = nil) {
        self.kind = kind
        self.description = description
        self.field = field
    }

    public static let empty = CommandError(.empty, "type a command, or 'help' to see them all")

    public static func usage(_ form: String) -> CommandError {
        CommandError(.usage, "usage: \(form) (type 'help' to see every command)")
    }

    /// A line past the reader's limit, which no command needs.
    public static func tooLong(limit: Int) -> CommandError {
        CommandError(
            .tooLong, "line too long: over \(limit) bytes, so it was skipped (type 'help' to see every command)")
    }

    public static func unknown(_ name: String) -> CommandError {
        CommandError(.unknownCommand, "unknown command '\(SafeText.make(name))' (type 'help' to see every command)")
    }
}
