import Application

/// The Inbox's keys in full-screen mode, each turned into an `InboxIntent`:
/// the key map beside `InboxCommands`, the parser for typed lines.
enum InboxKeys {
    static let map: [KeyBinding<InboxIntent>] = [
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
}
