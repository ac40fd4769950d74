import Scaffold
import Testing

@Suite struct ScaffoldCommandTests {
    @Test(arguments: [[], ["scaffold-everything"], ["feature"], ["minimal", "a", "b"], ["rename", "A", "b", "c"]])
    func aCommandLineItCannotReadPrintsTheUsage(arguments: [String]) {
        #expect(
            ScaffoldCommand.run(arguments, defaultRoot: ".")
                == ScaffoldCommand.Outcome(status: 64, output: "", error: ScaffoldCommand.usage))
    }

    @Test func aFolderThatIsNotTheTemplateIsAOneLineError() {
        let outcome = ScaffoldCommand.run(["feature", "Orders", "/nonexistent-\(#line)"], defaultRoot: ".")
        #expect(outcome.status == 1)
        #expect(
            outcome.error
                == "scaffold: Sources/App/Features.swift: cannot be read; run this from the root of the template")
    }
}
