import Testing

/// `{{action}}`, {{Name}}' action across features, through the built binary: it
/// adds {{aWord}} in line mode on every store and through its key's form full
/// screen, and `help` lists it.
@Suite nonisolated struct {{Name}}{{Action}}Tests {
    @Test(arguments: ActionCheck.allCases) func run(_ check: ActionCheck) throws {
        try {{Name}}EndToEndTests.session.run(check, action: "{{action}}", key: "{{key}}")
    }
}
