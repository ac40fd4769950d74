import Domain
import Foundation
import PostgreSQLHarness
import ProcessHarness
import ScreenReplay
import Testing

nonisolated extension EntrySession {
    /// The feature's action that adds an entry, `action` in line mode and
    /// `key` full screen, held to `check`. Its rule is the team's, so entry 1
    /// of the examples is what it adds, which the rule should let through.
    func run(_ check: ActionCheck, action: String, key: Character) throws {
        switch check {
        case .listedInHelp: try listedInHelp(action)
        case .fullScreen: try addsThroughItsForm(key)
        case .inMemory, .onSQLite, .onPostgreSQL: try addsInLineMode(action, on: check)
        }
    }

    private func addsInLineMode(_ action: String, on check: ActionCheck) throws {
        guard check != .onPostgreSQL || TestPostgreSQL.isAvailable else { return }
        let folder = try Scratch()
        let store =
            switch check {
            case .inMemory: ["--in-memory"]
            case .onSQLite: ["--store", folder.path + "/app.sqlite"]
            default: ["--store", try TestPostgreSQL.freshDatabase()]
            }
        let acted = action + examples.add(1).dropFirst("add".count)
        let run = try AppProcess.run(
            store + ["--width", "100"], input: referred + Self.session(command, acted, "list"))
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        let list = run.output.components(separatedBy: "\n\n").last ?? ""
        #expect(list.contains("   1  " + examples.label(1)))
        #expect(list.contains("1–1 of 1"))
    }

    private func addsThroughItsForm(_ key: Character) throws {
        let folder = try Scratch()
        let arguments = ["--store", folder.path + "/app.sqlite"]
        if !referred.isEmpty { #expect(try AppProcess.run(arguments, input: referred).errors.isEmpty) }
        let terminal = try startOnItsTab(arguments)
        terminal.press(String(key))
        try terminal.waitForScreen(containing: "Enter saves")
        for text in examples.typed(1) { terminal.press(text + "\t") }
        terminal.press("\r")
        let list = try terminal.waitForScreen(containing: "1–1 of 1")
        #expect(list.text.contains("  1  " + examples.label(1)))
        terminal.press("q")
        #expect(try terminal.waitForExit().status == 0)
    }

    private func listedInHelp(_ action: String) throws {
        let run = try AppProcess.run(["--in-memory", "--width", "100"], input: Self.session(command, "help"))
        #expect(run.status == 0)
        #expect(run.output.contains("\n  \(action) \(Draft.fields[0].name)="))
    }
}

/// What one test of an action that adds an entry holds, each a test of its own.
nonisolated enum ActionCheck: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case inMemory, onSQLite, onPostgreSQL, fullScreen, listedInHelp
    var testDescription: String { rawValue }
}
