import {{Application}}
import {{Infrastructure}}
import {{Interface}}
{{modules}}import Interface

/// Wires the {{Name}} feature from the App's context: its store, in the
/// database file every feature shares, the service over it, the presenters
/// and the flow, and the window that is every display.
enum {{Name}}Assembly {
    static func feature(in context: FeatureContext) async throws(LaunchError) -> Feature {
        let store: any {{Name}}Store = try context.store(
            inMemory: { InMemory{{Name}}Store() }, file: { try SQLite{{Name}}Store(path: $0) })
        let window = {{Name}}Window(style: context.style)
        let presentation = {{Name}}Presentation(now: context.now)
        let flow = {{Name}}Flow(
            service: {{Name}}Service(store: store, now: context.now),
            list: {{Name}}Presenter(presentation: presentation, display: window),
            detail: {{Item}}DetailPresenter(presentation: presentation, display: window), display: window)
        return .{{name}}(flow: flow, window: window)
    }
}
