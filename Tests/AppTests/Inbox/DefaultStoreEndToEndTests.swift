import Foundation
import ProcessHarness
import Testing

/// The database in the user's data folder: filled with the demo when the App
/// creates it, so a first run shows something, and never again after that.
@Suite struct DefaultStoreEndToEndTests {
    @Test func aFirstRunWithoutFlagsShowsTheDemoAndOpensAConversation() throws {
        let result = try AppProcess.run(input: "list\nopen 1\nquit\n")
        #expect(result.status == 0)
        #expect(result.output.contains("Alex Morgan"))
        #expect(result.output.contains("Attachment: 1 Image"))
        #expect(!result.output.contains("\u{1B}"))
        #expect(result.errors.isEmpty)
    }

    @Test func aStoreThatExistsIsNeverFilledAgain() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("inbox-home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["XDG_DATA_HOME": home.path]

        let first = try AppProcess.run(input: "open 1\ndelete\nquit\n", environment: environment)
        #expect(first.status == 0)
        #expect(first.output.contains("Alex Morgan"))
        let second = try AppProcess.run(input: "list\nquit\n", environment: environment)
        #expect(second.status == 0)
        #expect(second.output.contains("Sam Lee"))
        #expect(!second.output.contains("Alex Morgan"))
    }

    /// 2.0.0 kept the default database as `inbox.sqlite`; it is used where it
    /// is, with its messages, while there is no database by the new name.
    @Test func aDatabaseByTheFormerNameIsUsedWhereItIs() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("inbox-home-\(UUID().uuidString)")
        let folder = home.appendingPathComponent("strata")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let former = folder.appendingPathComponent("inbox.sqlite").path
        let made = try AppProcess.run(["--store", former, "--demo"], input: "open 1\ndelete\nquit\n")
        #expect(made.status == 0)
        #expect(made.output.contains("Alex Morgan"))

        let result = try AppProcess.run(input: "list\nquit\n", environment: ["XDG_DATA_HOME": home.path])
        #expect(result.status == 0)
        // A new database would show the whole demo; this one has the deletion in it.
        #expect(result.output.contains("Sam Lee"))
        #expect(!result.output.contains("Alex Morgan"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("strata.sqlite").path))
    }

    @Test func aNamedStoreStartsEmptyWithoutDemo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inbox-named-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("mine.sqlite").path

        let result = try AppProcess.run(["--store", path], input: "list\nquit\n")
        #expect(result.status == 0)
        #expect(result.output.contains("No conversations yet."))
    }
}
