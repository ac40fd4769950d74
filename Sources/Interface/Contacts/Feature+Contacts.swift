public import ContactsApplication
public import Interface

extension Feature {
    /// The Contacts feature as the shell runs it: its commands and keys,
    /// turned into intents for its flow, on its window: `ContactsWindow` in
    /// line mode, `ContactsFullScreenWindow` full screen.
    public static func contacts(flow: ContactsFlow, window: any FeatureWindow & ContactsDisplay) -> Feature {
        Feature(
            name: "contacts", summary: "your contacts", commands: ContactsCommands.help, keys: ContactsKeys.map,
            flow: flow, window: window, parse: ContactsCommands.parse)
    }
}
