public import ContactsApplication
public import Interface

extension Feature {
    /// The Contacts feature as the shell runs it: its commands, parsed into
    /// intents for its flow, on its window.
    public static func contacts(flow: ContactsFlow, window: ContactsWindow) -> Feature {
        Feature(
            name: "contacts", summary: "your contacts", commands: ContactsCommands.help, flow: flow,
            window: window, parse: ContactsCommands.parse)
    }
}
