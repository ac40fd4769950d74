import Foundation

/// What `help` prints: every command, one line each.
enum InboxHelp {
    static let commands: [(usage: String, summary: String)] = [
        ("list", "show the conversation list"),
        ("open N", "open conversation N from the list"),
        ("help", "show this help"),
        ("quit", "leave inbox (end of input does too)"),
    ]

    static func lines(width: Int) -> [String] {
        let column = (commands.map(\.usage.count).max() ?? 0) + 2
        return ["Commands:"]
            + commands.map { usage, summary in
                TextLayout.truncate("  " + usage.padding(toLength: column, withPad: " ", startingAt: 0) + summary, to: width)
            }
    }
}
