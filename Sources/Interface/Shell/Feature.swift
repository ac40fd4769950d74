public import Application

/// One feature of the App, as the shell runs it: the word that switches to
/// it, its commands, the parser from typed text to its intents, its key map,
/// its flow and its window. Every feature, the sample included, is one of these in App's
/// feature list, and the shell knows none of them by name.
public struct Feature {
    /// The word that switches to the feature, in lower case.
    public let name: String
    /// What the feature is for, in a few words, for `help`.
    public let summary: String
    /// The feature's own commands, for `help`.
    public let commands: [CommandHelp]
    /// The feature's own keys, for the full-screen help overlay.
    public let keys: [KeyHelp]
    let window: any FeatureWindow
    let updates: AsyncStream<Void>
    let isSettled: () -> Bool
    /// Nil when the feature's screen is up to date; otherwise why not.
    let show: () async -> CommandRefusal?
    /// Nil when the line was carried out; otherwise why not.
    let handle: (String) async -> CommandRefusal?
    /// What a key does in full-screen mode, given the row under the cursor; nil when nothing.
    let action: (Key, _ selected: Int?) -> BoundAction?
    let finish: () async -> Void
    let stop: () async -> Void

    /// `parse` turns a typed line into one of the flow's intents, or says why
    /// it is not one; `keys` turns keys into them in full-screen mode.
    public init<Flow: FeatureFlow>(
        name: String, summary: String, commands: [CommandHelp], keys: [KeyBinding<Flow.Intent>], flow: Flow,
        window: any FeatureWindow, parse: @escaping (String) throws(CommandError) -> Flow.Intent
    ) {
        self.name = name
        self.summary = summary
        self.commands = commands
        self.keys = keys.map { KeyHelp($0.label, $0.summary) }
        self.window = window
        updates = flow.updates
        isSettled = { flow.isSettled }
        show = { await flow.show().reason.map(CommandRefusal.init) }
        // The one call to the flow for an intent, from a line, a key or a form: each view takes what it shows.
        let refusal = { (intent: Flow.Intent) async -> CommandRefusal? in
            await flow.handle(intent).reason.map(CommandRefusal.init)
        }
        let perform = { (intent: Flow.Intent) async -> String? in await refusal(intent)?.message }
        handle = { line in
            do throws(CommandError) {
                return await refusal(try parse(line))
            } catch {
                return CommandRefusal(error)
            }
        }
        let fill = { (intent: Flow.Intent) async -> FieldForm.Refusal? in
            await refusal(intent).map { FieldForm.Refusal(message: $0.message, field: $0.field) }
        }
        let candidates = { (field: String, prefix: String) async throws -> [ReferencePicker.Entry] in
            try await flow.candidates(for: field, startingWith: prefix, limit: ReferencePicker.listed)
                .map { ReferencePicker.Entry(shown: $0.description, typed: $0.typed) }
        }
        action = { key, selected in
            keys.lazy.filter { $0.keys.contains(key) }
                .compactMap {
                    BoundAction(
                        $0.action, selected: selected, window: window, perform: perform, fill: fill,
                        candidates: candidates)
                }
                .first
        }
        finish = { await flow.finish() }
        stop = { await flow.stop() }
    }
}
