/// A line the user typed, understood. Parsing is the terminal's business,
/// so it lives here; what a command leads to is the flow's.
enum InboxCommand: Equatable {
    case list
    case open(Int)
    case help
    case quit

    /// Reads one line; the error is a single line that names `help`.
    static func parse(_ line: String) -> Result<InboxCommand, CommandError> {
        let words = line.split(whereSeparator: \.isWhitespace)
        guard let name = words.first?.lowercased() else { return .failure(.empty) }
        let arguments = words.dropFirst()
        switch name {
        case "list": return arguments.isEmpty ? .success(.list) : .failure(.usage("list"))
        case "open":
            guard arguments.count == 1, let number = Int(arguments[arguments.startIndex]), number > 0 else {
                return .failure(.usage("open N, where N is a number from the list"))
            }
            return .success(.open(number))
        case "help": return .success(.help)
        case "quit", "exit": return .success(.quit)
        default: return .failure(.unknown(String(name)))
        }
    }
}

/// Why a line is not a command.
struct CommandError: Error, Equatable, CustomStringConvertible {
    let description: String

    static let empty = CommandError(description: "type a command, or 'help' to see them all")
    static func usage(_ form: String) -> CommandError {
        CommandError(description: "usage: \(form) (type 'help' to see every command)")
    }
    static func unknown(_ name: String) -> CommandError {
        CommandError(description: "unknown command '\(SafeText.make(name))' (type 'help' to see every command)")
    }
}
