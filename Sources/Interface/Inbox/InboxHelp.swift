import Foundation

/// What `help` prints: every command, one line each.
enum InboxHelp {
    static let commands: [(usage: String, summary: String)] = [
        ("list", "show the conversation list"),
        ("open N", "open conversation N from the list"),
        ("back", "close the conversation and return to the list"),
        ("search TEXT", "show only conversations matching TEXT"),
        ("search", "clear the search"),
        ("next, prev", "show the next or previous page of the list"),
        ("send TEXT", "send TEXT to the open conversation"),
        ("delete", "delete the open conversation"),
        ("read", "mark the open conversation as read"),
        ("sync", "fetch new messages from the remote feed"),
        ("retry", "try a failed sync again"),
        ("help", "show this help"),
        ("quit", "leave inbox (end of input does too)"),
    ]

    /// The Inbox's commands, then one line for each of the other features.
    static func lines(width: Int, features: [FeatureCommand] = []) -> [String] {
        let all = commands + features.map { (usage: $0.name, summary: $0.summary) }
        let column = (all.map(\.usage.count).max() ?? 0) + 2
        return ["Commands:"]
            + all.map { usage, summary in
                TextLayout.truncate(
                    "  " + usage.padding(toLength: column, withPad: " ", startingAt: 0) + summary, to: width)
            }
    }
}
