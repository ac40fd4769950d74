public import Application

extension Feature {
    /// The Inbox as the shell runs it: its commands, parsed into intents for
    /// its flow, on its window.
    public static func inbox(flow: InboxFlow, window: InboxWindow) -> Feature {
        Feature(
            name: "inbox", summary: "your conversations", commands: InboxCommands.help, flow: flow, window: window,
            parse: InboxCommands.parse)
    }
}
