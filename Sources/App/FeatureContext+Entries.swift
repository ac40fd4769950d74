import Application
import Domain
import Infrastructure
import Interface

/// How App assembles a feature made of entries from the core: each is a
/// table, a service over its store, and a flow on the window of the
/// session's view, so `Features` gives each one line.
extension FeatureContext {
    /// The service over `table`'s store, on the engine the user chose: the
    /// table in the one database, or in memory. `references` lends each
    /// reference field the service of the feature it names.
    func entryService<Draft>(
        _ table: EntryTable<Draft>, references: FieldReferences = FieldReferences()
    ) throws(LaunchError) -> EntryService<Draft> {
        let store: any EntryStore<Draft> = try store(
            inMemory: { InMemoryEntryStore(table: table, references: $0, work: $1) },
            sqlite: { SQLiteEntryStore(file: $0, table: table) },
            postgreSQL: { PostgreSQLEntryStore(database: $0, table: table) })
        return EntryService(store: store, references: references, now: now)
    }

    /// The unit of work on the session's engine, which App hands an action
    /// that changes several features at once.
    func unitOfWork() throws(LaunchError) -> any UnitOfWork {
        try store(
            inMemory: { _, work -> any UnitOfWork in work }, sqlite: { $0 }, postgreSQL: { $0 })
    }

    /// The feature over `service` as the shell runs it, switched to by
    /// `command`: the core's flow, presenter and window for this session's
    /// view, with the feature's own `actions` beside add, edit and delete,
    /// and its own say in how its `entries` read.
    func entryFeature<Draft>(
        _ service: EntryService<Draft>, command: String, actions: [EntryAction<Draft>] = [],
        entries: EntryFormatter<Draft> = EntryFormatter()
    ) -> Feature {
        let window = EntriesWindow.forView(view, command: command, style: style, fields: Draft.prompts)
        let presentation = EntryPresentation<Draft>(entries: entries, now: now)
        let presenter = EntryPresenter(presentation: presentation, display: window)
        return .entries(
            name: command,
            flow: EntryFlow(service: service, presenter: presenter, actions: actions),
            window: window)
    }
}
