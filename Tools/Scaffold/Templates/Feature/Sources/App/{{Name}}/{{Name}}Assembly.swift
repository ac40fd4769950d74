import {{Application}}
import {{Infrastructure}}
import {{Interface}}
{{modules}}import Infrastructure
{{modules}}import Interface

/// Wires the {{Name}} feature from the App's context: its store, in the
/// database every feature shares, the service over it, the presenter
/// and the flow, and the window that is the display.
enum {{Name}}Assembly {
    /// The feature's tables, which the App's database is opened with.
    static let schema = StoreSchema(
        sqlite: SQLite{{Name}}Store.schema, postgreSQL: PostgreSQL{{Name}}Store.schema)

    static func feature(in context: FeatureContext) async throws(LaunchError) -> Feature {
        let store: any {{Name}}Store = try context.store(
            inMemory: { InMemory{{Name}}Store() }, sqlite: { SQLite{{Name}}Store(file: $0) },
            postgreSQL: { PostgreSQL{{Name}}Store(database: $0) })
        let window: any FeatureWindow & {{Name}}Display =
            context.isFullScreen ? {{Name}}FullScreenWindow(style: context.style) : {{Name}}Window(style: context.style)
        let flow = {{Name}}Flow(
            service: {{Name}}Service(store: store, now: context.now),
            presenter: {{Name}}Presenter(presentation: {{Name}}Presentation(now: context.now), display: window))
        return .{{name}}(flow: flow, window: window)
    }
}
