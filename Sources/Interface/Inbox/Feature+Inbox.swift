public import Application

extension Feature {
    /// The Inbox as the shell runs it: its commands and keys, turned into
    /// intents for its flow, on its window: `InboxWindow` in line mode,
    /// `InboxFullScreenWindow` full screen.
    public static func inbox(flow: InboxFlow, window: any FeatureWindow & InboxDisplay) -> Feature {
        Feature(
            name: "inbox", summary: "your conversations", commands: InboxCommands.help, keys: InboxKeys.map,
            flow: flow, window: window, parse: InboxCommands.parse)
    }
}
