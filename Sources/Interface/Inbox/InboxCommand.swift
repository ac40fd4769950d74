import Foundation

/// A line the user typed, understood. Parsing is the terminal's business,
/// so it lives here; what a command leads to is the flow's.
enum InboxCommand: Equatable {
    case list
    case open(Int)
    case back
    case search(String)
    case next
    case previous
    case send(String)
    case delete
    case read
    case sync
    case retry
    case help
    case quit

    /// Reads one line; the error is a single line that names `help`.
    static func parse(_ line: String) -> Result<InboxCommand, CommandError> {
        let trimmed = line.drop { $0.isWhitespace }
        let name = trimmed.prefix { !$0.isWhitespace }.lowercased()
        let rest = String(trimmed.dropFirst(name.count)).trimmingCharacters(in: .whitespaces)
        if let bare = bareCommands[name] {
            return rest.isEmpty ? .success(bare) : .failure(.usage("\(name) takes nothing after it"))
        }
        switch name {
        case "": return .failure(.empty)
        case "open":
            guard let number = Int(rest), number > 0 else {
                return .failure(.usage("open N, where N is a number from the list"))
            }
            return .success(.open(number))
        case "search": return .success(.search(rest))
        case "send":
            return rest.isEmpty ? .failure(.usage("send TEXT")) : .success(.send(rest))
        default: return .failure(.unknown(name))
        }
    }

    private static let bareCommands: [String: InboxCommand] = [
        "list": .list, "back": .back, "next": .next, "prev": .previous, "delete": .delete, "read": .read,
        "sync": .sync, "retry": .retry, "help": .help, "quit": .quit, "exit": .quit,
    ]
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
