import {{Application}}
import {{Infrastructure}}
import {{Interface}}
{{modules}}import Infrastructure
{{modules}}import Interface
{{modules}}{{referring}}import Application

/// Wires the {{Name}} feature from the App's context: its store, in the
/// database every feature shares, the service over it, the presenter
/// and the flow, and the window that is the display. The service is made
/// apart, so that App can lend it to the features that refer to this one.
enum {{Name}}Assembly {
    /// The feature's tables, which the App's database is opened with.
    static let schema = StoreSchema(
        sqlite: SQLite{{Name}}Store.schema, postgreSQL: PostgreSQL{{Name}}Store.schema)
    {{#references}}
    /// `{{field}}` names one of the {{Ref}} feature's entries: the App's database refuses
    /// {{aWord}} that names none, and the delete of an entry that {{words}} name.
    static let {{field}}Reference = StoreReference(
        from: "{{table}}", column: "{{fieldColumn}}", to: "{{refTable}}", singular: "{{word}}", plural: "{{words}}")
    {{/references}}

{{alone}}    static func service(in context: FeatureContext) throws(LaunchError) -> {{Name}}Service {
{{referring}}    /// `references` gives each reference field the other feature's entries, which App lends.
{{referring}}    static func service(in context: FeatureContext, references: FieldReferences) throws(LaunchError)
{{referring}}        -> {{Name}}Service
{{referring}}    {
        let store: any {{Name}}Store = try context.store(
            inMemory: { InMemory{{Name}}Store(references: $0) }, sqlite: { SQLite{{Name}}Store(file: $0) },
            postgreSQL: { PostgreSQL{{Name}}Store(database: $0) })
{{alone}}        return {{Name}}Service(store: store, now: context.now)
{{referring}}        return {{Name}}Service(store: store, references: references, now: context.now)
    }

    static func feature(in context: FeatureContext, service: {{Name}}Service) -> Feature {
        let window: any FeatureWindow & {{Name}}Display =
            context.isFullScreen ? {{Name}}FullScreenWindow(style: context.style) : {{Name}}Window(style: context.style)
        let flow = {{Name}}Flow(
            service: service,
            presenter: {{Name}}Presenter(presentation: {{Name}}Presentation(now: context.now), display: window))
        return .{{name}}(flow: flow, window: window)
    }
}
