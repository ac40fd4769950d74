public import Application

/// One feature of the App, as the shell runs it: the word that switches to
/// it, its commands, the parser from typed text to its intents, its flow and
/// its window. Every feature, the sample included, is one of these in App's
/// feature list, and the shell knows none of them by name.
public struct Feature {
    /// The word that switches to the feature, in lower case.
    public let name: String
    /// What the feature is for, in a few words, for `help`.
    public let summary: String
    /// The feature's own commands, for `help`.
    public let commands: [CommandHelp]
    let window: any FeatureWindow
    let updates: AsyncStream<Void>
    let isSettled: () -> Bool
    let start: () async -> Void
    /// Nil when the line was carried out; otherwise the one line saying why not.
    let handle: (String) async -> String?
    let finish: () async -> Void
    let stop: () async -> Void

    /// `parse` turns a typed line into one of the flow's intents, or says why it is not one.
    public init<Flow: FeatureFlow>(
        name: String, summary: String, commands: [CommandHelp], flow: Flow, window: any FeatureWindow,
        parse: @escaping (String) throws(CommandError) -> Flow.Intent
    ) {
        self.name = name
        self.summary = summary
        self.commands = commands
        self.window = window
        updates = flow.updates
        isSettled = { flow.isSettled }
        start = { await flow.start() }
        handle = { line in
            do throws(CommandError) {
                switch await flow.handle(try parse(line)) {
                case .done: return nil
                case .refused(let reason): return reason.message
                }
            } catch {
                return error.description
            }
        }
        finish = { await flow.finish() }
        stop = { await flow.stop() }
    }
}
