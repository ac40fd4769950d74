import Foundation
import ProcessHarness
import ScreenReplay
import Testing

/// The Contacts feature through the built binary, piped, on the default store:
/// what is added in one run is there in the next; and full screen, by its keys.
@Suite struct ContactsEndToEndTests {
    @Test func whatIsAddedOutlivesTheSessionInTheDefaultStore() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("contacts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["HOME": home.path, "XDG_DATA_HOME": home.path]

        let first = try AppProcess.run(
            ["--width", "60"], input: "contacts\nadd First\nadd Second\nshow 2\ndelete 1\n",
            environment: environment)
        #expect(first.status == 0)
        #expect(first.errors.isEmpty)
        #expect(first.output.contains("Type 'delete 2' to delete it"))

        let second = try AppProcess.run(["--width", "60"], input: "contacts\n", environment: environment)
        #expect(second.status == 0)
        let list = second.output.components(separatedBy: "\n\n").last ?? ""
        #expect(list.contains("   1  First"))
        #expect(list.contains("1–1 of 1"))
        #expect(!list.contains("Second"))
    }

    @Test func itsKeysAddAndDeleteFullScreen() throws {
        let terminal = try AppProcess.startOnTerminal(["--in-memory"])
        // Tab shows the next feature, and the active one's tab always has its
        // name, however many features the status row must fit.
        var number = 1
        var screen = try terminal.waitForScreen(containing: "q quit")
        while !(screen.rows.last ?? "").contains("[\(number) contacts]") {
            number += 1
            terminal.press("\t")
            screen = try terminal.waitForScreen(containing: "[\(number) ")
        }
        for title in ["First", "Second"] {
            terminal.press("a")
            terminal.press(title)
            terminal.press("\r")
        }
        try terminal.waitForScreen(containing: "1–2 of 2")
        terminal.press("j")
        terminal.press("d")
        terminal.press("y")
        let list = try terminal.waitForScreen(containing: "1–1 of 1")
        #expect(list.text.contains(">  1  Second"))
        #expect(!list.text.contains("First"))
        terminal.press("q")
        #expect(try terminal.waitForExit().status == 0)
    }
}
