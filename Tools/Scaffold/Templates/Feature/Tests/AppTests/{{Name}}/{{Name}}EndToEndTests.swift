import {{Domain}}
{{modules}}import Domain
import Testing

/// The {{Name}} feature through the built binary, in both views and on every store.
@Suite nonisolated struct {{Name}}EndToEndTests {
{{alone}}    static let session = EntrySession<Draft<{{Item}}Fields>>(command: "{{command}}")
{{referring}}    static let session = EntrySession<Draft<{{Item}}Fields>>(
{{referring}}        command: "{{command}}",
{{referring}}        referring: [
    {{#references}}
            {{Ref}}EndToEndTests.session.prelude,
    {{/references}}
{{referring}}        ])

    @Test(arguments: EndToEndCheck.allCases) func run(_ check: EndToEndCheck) throws {
        try Self.session.run(check)
    }
}
