import Domain
import ProcessHarness
import ScreenReplay
import Testing

nonisolated extension EntrySession {
    /// Its keys add, edit and delete full screen, and Space on a reference
    /// field's row opens a picker over the entries it may name.
    func fullScreen() throws {
        let folder = try Scratch()
        let arguments = ["--store", folder.path + "/app.sqlite"]
        if !referred.isEmpty { #expect(try AppProcess.run(arguments, input: referred).errors.isEmpty) }
        let terminal = try startOnItsTab(arguments)
        for entry in 1...2 {
            terminal.press("a")
            try terminal.waitForScreen(containing: "Enter saves")
            for text in examples.typed(entry) { terminal.press(text + "\t") }
            terminal.press("\r")
        }
        try terminal.waitForScreen(containing: "1–2 of 2")
        // Ctrl-U empties the label's row of the edit form before it is retyped.
        terminal.press("e")
        try terminal.waitForScreen(containing: "Enter saves")
        terminal.press("\u{15}" + examples.typed(3)[0] + "\r")
        try terminal.waitForScreen(containing: "  " + examples.label(3))
        for (row, field) in Draft.fields.enumerated() {
            guard case .reference(let word) = field.kind else { continue }
            // Typing searches, Enter picks the first, #1, which the edit form then shows as saved.
            let saved = try terminal.pickFirst(
                inRow: row, named: field.name, of: word, searching: "Entry 1", backTo: "1–2 of 2")
            #expect(saved.rows.contains { $0.hasPrefix("  \(field.name) ") && $0.contains(" #1") })
        }
        terminal.press("j")
        terminal.press("d")
        terminal.press("y")
        let list = try terminal.waitForScreen(containing: "1–1 of 1")
        #expect(list.text.contains(">  1  " + examples.label(3)))
        terminal.press("q")
        #expect(try terminal.waitForExit().status == 0)
    }

    /// The app full screen on `arguments`' store, showing this feature.
    func startOnItsTab(_ arguments: [String]) throws -> TerminalProcess {
        let terminal = try AppProcess.startOnTerminal(arguments, columns: 100)
        // Tab shows the next feature, and the active one's tab always has its
        // name, however many features the status row must fit.
        var number = 1
        var screen = try terminal.waitForScreen(containing: "q quit")
        while !(screen.rows.last ?? "").contains("[\(number) \(command)]") {
            number += 1
            terminal.press("\t")
            screen = try terminal.waitForScreen(containing: "[\(number) ")
        }
        return terminal
    }
}
