public import Application
import Foundation

extension Feature {
    /// The Inbox as the shell runs it: its commands and keys, turned into
    /// intents for its flow, on its window: `InboxWindow` in line mode,
    /// `InboxFullScreenWindow` full screen.
    public static func inbox(flow: InboxFlow, window: any FeatureWindow & InboxDisplay) -> Feature {
        Feature(
            name: "inbox", summary: "your conversations", commands: InboxCommands.help, keys: InboxCommands.keys,
            flow: flow, window: window, parse: InboxCommands.parse)
    }
}

/// The Inbox's input, each piece turned straight into an `InboxIntent`: its
/// commands as a person types them, how each reads in `help`, and its keys in
/// full-screen mode. Input is the terminal's business, so it lives here; what
/// an intent leads to is the flow's.
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

    static let keys: [KeyBinding<InboxIntent>] = [
        KeyBinding([.enter], "Enter", "open the conversation under the cursor", .selected { .open(number: $0) }),
        KeyBinding([.escape, .left], "Esc ←", "back to the list", .intent(.back)),
        KeyBinding([.pageDown], "PgDn", "next page", .intent(.nextPage)),
        KeyBinding([.pageUp], "PgUp", "previous page", .intent(.previousPage)),
        KeyBinding(
            "/", "search; Enter applies, Esc clears",
            .prompt(label: "search", submit: { .search($0) }, cancel: .search(""))),
        KeyBinding(
            [.character("c"), .enter], "c", "compose in the open conversation; Enter sends, Esc cancels", compose),
        KeyBinding(
            "d", "delete the open conversation",
            .confirm(question: "delete this conversation?", action: .intent(.delete))),
        KeyBinding("r", "mark the open conversation as read", .intent(.markRead)),
        KeyBinding("s", "fetch new messages from the remote feed", .intent(.sync)),
        KeyBinding("R", "try a failed sync again", .intent(.retry)),
    ]

    private static let compose = KeyAction<InboxIntent>.prompt(label: "send", submit: { .send($0) }, cancel: nil)

    /// Reads one line; the error is a single line that names `help`.
    static func parse(_ line: String) throws(CommandError) -> InboxIntent {
        let words = CommandWords(line)
        let (name, rest) = (words.name, words.rest)
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
