/// Why a typed line is not a command: one line that names `help`.
public struct CommandError: Error, Equatable, CustomStringConvertible {
    public let description: String

    public static let empty = CommandError(description: "type a command, or 'help' to see them all")

    public static func usage(_ form: String) -> CommandError {
        CommandError(description: "usage: \(form) (type 'help' to see every command)")
    }

    /// A line past the reader's limit, which no command needs.
    public static func tooLong(limit: Int) -> CommandError {
        CommandError(
            description: "line too long: over \(limit) bytes, so it was skipped (type 'help' to see every command)")
    }

    public static func unknown(_ name: String) -> CommandError {
        CommandError(description: "unknown command '\(SafeText.make(name))' (type 'help' to see every command)")
    }
}
