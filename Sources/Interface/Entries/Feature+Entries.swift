public import Application

extension Feature {
    /// A feature made of entries as the shell runs it: the core's commands
    /// and keys, worded with the feature's fields and words, turned into
    /// intents for its flow, on its window: `EntriesWindow` in line mode,
    /// `EntriesFullScreenWindow` full screen (`EntriesWindow.forView`). `name`
    /// is the word that switches to it; `help` says it holds "your contacts".
    public static func entries<Draft>(
        name: String, flow: EntryFlow<Draft>, window: any FeatureWindow & EntryDisplay
    ) -> Feature {
        let plural = EntryFlow<Draft>.plural
        let commands = EntryCommands(fields: EntryFlow<Draft>.prompts, plural: plural, actions: flow.actionPrompts)
        return Feature(
            name: name, summary: "your \(plural)", commands: commands.help, keys: commands.keys, flow: flow,
            window: window, parse: commands.parse)
    }
}
