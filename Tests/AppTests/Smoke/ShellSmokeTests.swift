import ProcessHarness
import Testing

/// The App as a whole, in a few seconds: it launches, opens every feature in
/// each shell and quits cleanly. `make test` runs these after a change inside
/// features, where the App's other suites cannot be reached by it, and so
/// they visit every feature the help lists, a fork's own included.
/// Nonisolated, as they wait on child processes.
@Suite nonisolated struct ShellSmokeTests {
    static let arguments = ["--in-memory", "--width", "80"]

    /// The features `help` lists, in order: the words indented under "Features:".
    static func featureNames() throws -> [String] {
        let help = try AppProcess.run(arguments, input: "help\n")
        let listed = help.lines.drop { $0 != "Features:" }.dropFirst().prefix { $0.hasPrefix("  ") }
        return listed.compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    @Test func lineModeOpensEveryFeatureAndEndsCleanly() throws {
        let names = try Self.featureNames()
        #expect(!names.isEmpty, "help lists every feature")
        let visit = try AppProcess.run(Self.arguments, input: names.map { $0 + "\n" }.joined() + "quit\n")
        #expect(visit.status == 0)
        // A name that opened nothing would be refused there as an unknown command.
        #expect(visit.errors.isEmpty)
        for name in names {
            #expect(visit.lines.contains { $0.lowercased().hasPrefix(name + " ") }, "\(name)'s title")
        }
    }

    @Test func fullScreenTabsThroughEveryFeatureAndGivesTheTerminalBack() throws {
        let names = try Self.featureNames()
        let first = try #require(names.first, "help lists every feature")
        let app = try AppProcess.startOnTerminal(Self.arguments)
        try app.waitForScreen(containing: "[1 \(first)]")
        for (index, name) in names.enumerated().dropFirst() {
            app.press("\t")
            try app.waitForScreen(containing: "[\(index + 1) \(name)]")
        }
        app.press("q")
        #expect(try app.waitForExit().status == 0)
        #expect(try app.settings() == app.settingsAtStart)
    }
}
