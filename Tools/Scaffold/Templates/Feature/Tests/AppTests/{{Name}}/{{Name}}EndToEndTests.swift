import Foundation
import PostgreSQLHarness
import ProcessHarness
import ScreenReplay
import Testing

/// The {{Name}} feature through the built binary: piped, what is added and
/// edited in one run is there in the next; two processes on one store lose
/// no edit silently; and full screen, by its keys and its form. Nonisolated:
/// each test waits on child processes, and must not hold the main actor,
/// which the shell's and the windows' suites run on, while it does.
@Suite nonisolated struct {{Name}}EndToEndTests {
    enum Engine: String, CaseIterable, CustomTestStringConvertible {
        case sqlite, postgreSQL
        var testDescription: String { rawValue }
        nonisolated static let available = allCases.filter { $0 != .postgreSQL || TestPostgreSQL.isAvailable }
    }

    /// Each field's text for entries 1, 2 and 3, as a person types it.
    static let examples = [
        ("{{field}}", [{{fieldExamples}}]),
    ]

    /// `add` with every field of entry `number`, each value in quotes.
    static func add(_ number: Int) -> String {
        "add " + examples.map { name, texts in "\(name)=\"\(texts[number - 1])\"" }.joined(separator: " ")
    }

    /// `edit N` giving the one numbered `row` the label of entry `number`.
    static func edit(_ row: Int, toLabelOf number: Int) -> String {
        "edit \(row) \(examples[0].0)=\"\(examples[0].1[number - 1])\""
    }

    /// The commands as one session types them, a line each.
    static func session(_ commands: String...) -> String { commands.map { $0 + "\n" }.joined() }

    /// What a session types first so that "#1" to "#3" name entries of each
    /// feature this one's references name, labelled as its examples: each
    /// one's own `referred`, then its entries 1 to 3. Nothing when this one
    /// refers to none; a feature that refers to this one types it all the same.
{{alone}}    static let referred = ""
{{referring}}    static let referred = [
    {{#references}}
        {{Ref}}EndToEndTests.referred + "{{refCommand}}\n"
            + {{Ref}}EndToEndTests.session({{Ref}}EndToEndTests.add(1), {{Ref}}EndToEndTests.add(2), {{Ref}}EndToEndTests.add(3)),
    {{/references}}
{{referring}}    ].joined()

    @Test func whatIsAddedAndEditedOutlivesTheSessionInTheDefaultStore() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("{{command}}-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["HOME": home.path, "XDG_DATA_HOME": home.path]

        let input =
            Self.referred
            + Self.session("{{command}}", Self.add(1), Self.add(2), "show 2", "delete 1", Self.edit(1, toLabelOf: 3))
        let first = try AppProcess.run(["--width", "100"], input: input, environment: environment)
        #expect(first.status == 0)
        #expect(first.errors.isEmpty)
        #expect(first.output.contains("Type 'edit 2 name=value'"))

        let second = try AppProcess.run(["--width", "100"], input: "{{command}}\n", environment: environment)
        #expect(second.status == 0)
        let list = second.output.components(separatedBy: "\n\n").last ?? ""
        #expect(list.contains("   1  {{label3}}"))
        #expect(list.contains("1–1 of 1"))
    }

    /// In memory, the third store, a session adds, edits and deletes as on
    /// the databases, its references resolved by the in-memory stores.
    @Test func aSessionInMemoryAddsEditsAndDeletes() throws {
        let input =
            Self.referred
            + Self.session("{{command}}", Self.add(1), Self.add(2), "delete 1", Self.edit(1, toLabelOf: 3), "list")
        let session = try AppProcess.run(["--in-memory", "--width", "100"], input: input)
        #expect(session.status == 0)
        #expect(session.errors.isEmpty)
        #expect(session.output.components(separatedBy: "\n\n").last?.contains("   1  {{label3}}") == true)
    }

    /// A and B both show the entry; B's edit lands first, so A's, made from
    /// the version A showed, is refused and the entry stays as B left it.
    @Test(arguments: Engine.available) func anEditFromAVersionChangedElsewhereIsRefused(engine: Engine) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("{{command}}-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("app.sqlite").path
        let arguments = ["--store", engine == .sqlite ? file : try TestPostgreSQL.freshDatabase(), "--width", "100"]
        #expect(
            try AppProcess.run(arguments, input: Self.referred + Self.session("{{command}}", Self.add(1))).errors.isEmpty)

        let a = try AppProcess.start(arguments)
        a.type("{{command}}\n")
        _ = try a.waitForOutput(containing: "1–1 of 1")
        let b = try AppProcess.run(arguments, input: Self.session("{{command}}", Self.edit(1, toLabelOf: 2)))
        #expect(b.errors.isEmpty)
        a.type(Self.session(Self.edit(1, toLabelOf: 3), "list"))
        a.closeInput()
        let refused = try a.finish()
        #expect(refused.errors.contains("changed elsewhere since you opened it"))
        #expect(refused.output.components(separatedBy: "\n\n").last?.contains("   1  {{label2}}") == true)
    }

    @Test func itsKeysAddEditAndDeleteFullScreen() throws {
{{alone}}        let terminal = try AppProcess.startOnTerminal(["--in-memory"], columns: 100)
{{referring}}        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("{{command}}-\(UUID().uuidString)")
{{referring}}        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
{{referring}}        defer { try? FileManager.default.removeItem(at: folder) }
{{referring}}        let arguments = ["--store", folder.appendingPathComponent("app.sqlite").path]
{{referring}}        #expect(try AppProcess.run(arguments, input: Self.referred).errors.isEmpty)
{{referring}}        let terminal = try AppProcess.startOnTerminal(arguments, columns: 100)
        // Tab shows the next feature, and the active one's tab always has its
        // name, however many features the status row must fit.
        var number = 1
        var screen = try terminal.waitForScreen(containing: "q quit")
        while !(screen.rows.last ?? "").contains("[\(number) {{command}}]") {
            number += 1
            terminal.press("\t")
            screen = try terminal.waitForScreen(containing: "[\(number) ")
        }
        for entry in 1...2 {
            terminal.press("a")
            try terminal.waitForScreen(containing: "Enter saves")
            for (_, texts) in Self.examples { terminal.press(texts[entry - 1] + "\t") }
            terminal.press("\r")
        }
        try terminal.waitForScreen(containing: "1–2 of 2")
        // Ctrl-U empties the label's row of the edit form before it is retyped.
        terminal.press("e")
        try terminal.waitForScreen(containing: "Enter saves")
        terminal.press("\u{15}" + Self.examples[0].1[2] + "\r")
        try terminal.waitForScreen(containing: "  {{label3}}")
        {{#references}}
        // Space on the emptied {{field}} row opens a picker over the {{refWord}} entries: typing
        // searches, Enter picks the first, #1, which the edit form then shows as saved.
        let {{field}}Saved = try terminal.pickFirst(
            inRow: try #require(Self.examples.firstIndex { $0.0 == "{{field}}" }), named: "{{field}}",
            of: "{{refWord}}", searching: {{Ref}}EndToEndTests.examples[0].1[0], backTo: "1–2 of 2")
        #expect({{field}}Saved.rows.contains { $0.hasPrefix("  {{field}} ") && $0.contains(" #1") })
        {{/references}}
        terminal.press("j")
        terminal.press("d")
        terminal.press("y")
        let list = try terminal.waitForScreen(containing: "1–1 of 1")
        #expect(list.text.contains(">  1  {{label3}}"))
        terminal.press("q")
        #expect(try terminal.waitForExit().status == 0)
    }
}
