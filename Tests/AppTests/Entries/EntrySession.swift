import Domain
import Foundation
import PostgreSQLHarness
import ProcessHarness
import ScreenReplay
import Testing

/// A feature made of entries through the built binary, whatever its fields:
/// piped, what is added and edited in one run is there in the next on the
/// default store; in the JSON view, in memory, every value typed, and two
/// processes on one store, on each engine, see each other's changes and lose
/// no edit silently; and full screen, by its keys, its form and its
/// references' pickers. Each feature's end-to-end test runs every `EndToEndCheck` on its own.
nonisolated struct EntrySession<Draft: EntryDraft>: Sendable {
    /// The word that switches to the feature.
    let command: String
    /// What a session types first so that "#1" to "#3" name entries of each
    /// feature this one refers to: each one's `prelude`.
    let referred: String
    let examples = EntryExamples(fields: Draft.fields)

    init(command: String, referring: [String] = []) {
        self.command = command
        referred = referring.joined()
    }

    /// What a session types for a feature that refers to this one: its own
    /// `referred`, then its entries 1 to 3.
    var prelude: String { referred + Self.session(command, examples.add(1), examples.add(2), examples.add(3)) }

    /// The commands as one session types them, a line each.
    static func session(_ commands: String...) -> String { commands.map { $0 + "\n" }.joined() }

    func run(_ check: EndToEndCheck) throws {
        switch check {
        case .outlivesTheSession: try outlivesTheSession()
        case .inMemoryJSON: try inMemoryJSON()
        case .twoProcessesOnSQLiteJSON: try changesSeenAcrossProcesses(onPostgreSQL: false)
        case .twoProcessesOnPostgreSQLJSON: try changesSeenAcrossProcesses(onPostgreSQL: true)
        case .fullScreen: try fullScreen()
        }
    }

    private func outlivesTheSession() throws {
        let home = try Scratch()
        let environment = ["HOME": home.path, "XDG_DATA_HOME": home.path]
        let input =
            referred
            + Self.session(
                command, examples.add(1), examples.add(2), "show 2", "delete 1", examples.edit(1, toLabelOf: 3))
        let first = try AppProcess.run(["--width", "100"], input: input, environment: environment)
        #expect(first.status == 0)
        #expect(first.errors.isEmpty)
        #expect(first.output.contains("Type 'edit 2 name=value'"))
        let second = try AppProcess.run(["--width", "100"], input: command + "\n", environment: environment)
        #expect(second.status == 0)
        let list = second.output.components(separatedBy: "\n\n").last ?? ""
        #expect(list.contains("   1  " + examples.label(3)))
        #expect(list.contains("1–1 of 1"))
    }
}

/// What one end-to-end test of a feature holds, each a test of its own.
nonisolated enum EndToEndCheck: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case outlivesTheSession, inMemoryJSON, twoProcessesOnSQLiteJSON, twoProcessesOnPostgreSQLJSON, fullScreen
    var testDescription: String { rawValue }
}

/// A scratch folder, removed when the check that made it ends.
nonisolated final class Scratch: Sendable {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("entries-\(UUID().uuidString)").path

    init() throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
