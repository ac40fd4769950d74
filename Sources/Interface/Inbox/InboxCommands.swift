import Application
import Foundation

/// The Inbox's commands as a person types them: how each one reads in `help`,
/// and the parser that turns a typed line straight into an `InboxIntent`.
/// Parsing is the terminal's business, so it lives here; what an intent leads
/// to is the flow's.
enum InboxCommands {
    static let help = [
        CommandHelp("list", "show the conversation list"),
        CommandHelp("open N", "open conversation N from the list"),
        CommandHelp("back", "close the conversation and return to the list"),
        CommandHelp("search TEXT", "show only conversations matching TEXT"),
        CommandHelp("search", "clear the search"),
        CommandHelp("next, prev", "show the next or previous page of the list"),
        CommandHelp("send TEXT", "send TEXT to the open conversation"),
        CommandHelp("delete", "delete the open conversation"),
        CommandHelp("read", "mark the open conversation as read"),
        CommandHelp("sync", "fetch new messages from the remote feed"),
        CommandHelp("retry", "try a failed sync again"),
    ]

    /// Reads one line; the error is a single line that names `help`.
    static func parse(_ line: String) throws(CommandError) -> InboxIntent {
        let trimmed = line.drop { $0.isWhitespace }
        let name = trimmed.prefix { !$0.isWhitespace }.lowercased()
        let rest = String(trimmed.dropFirst(name.count)).trimmingCharacters(in: .whitespaces)
        if let bare = bareCommands[name] {
            guard rest.isEmpty else { throw .usage("\(name) takes nothing after it") }
            return bare
        }
        switch name {
        case "": throw .empty
        case "open":
            guard let number = Int(rest), number > 0 else { throw .usage("open N, where N is a number from the list") }
            return .open(number: number)
        case "search": return .search(rest)
        case "send":
            guard !rest.isEmpty else { throw .usage("send TEXT") }
            return .send(rest)
        default: throw .unknown(name)
        }
    }

    private static let bareCommands: [String: InboxIntent] = [
        "list": .showList, "back": .back, "next": .nextPage, "prev": .previousPage, "delete": .delete,
        "read": .markRead, "sync": .sync, "retry": .retry,
    ]
}
