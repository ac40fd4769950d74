import Foundation
import ProcessHarness
import Testing

/// The Inbox in the JSON view through the built binary: one line per
/// command, read as values; the sync's progress and result; and others' text
/// kept whole as data, with no terminal code written, whatever a line holds.
@Suite struct InboxJSONEndToEndTests {
    @Test func eachCommandIsOneLineOfValuesAndHostileTextStaysData() throws {
        let feed = try Feeds.write(Feeds.hostile)
        let app = try AppProcess.start([
            "--in-memory", "--demo", "--json", "--now", "2026-03-10T10:00:00Z", "--remote", feed.absoluteString,
        ])
        app.type("sync\n")
        // The sync ends in the background: its update is awaited before the next command, so lines keep their order.
        _ = try app.waitForOutput(containing: #""state":"succeeded""#)
        app.type("list\nopen 2\n")
        app.type(String(repeating: "send x", count: 11_000) + "\n")
        app.type(bytes: Data("send caf".utf8) + Data([0xC3, 0x28, 0xFF]) + Data("\nbogus\n".utf8))
        app.closeInput()
        let result = try app.finish()
        #expect(result.status == 0 && result.errors.isEmpty)
        #expect(!result.output.unicodeScalars.contains { [0x1B, 0x07, 0x9B, 0x202E].contains($0.value) })
        let lines = try JSONLines.read(result.output, session: "inbox")
        // One line per command, and one more for the sync's result.
        try #require(lines.count == 7)
        #expect(lines[0]["frame"]?["sync"]?["state"] == .string("loading"))
        #expect(lines[1]["update"]?["sync"]?["newMessages"] == .number(2))
        let rows = lines[2]["frame"]?["conversations"]?.items ?? []
        #expect(rows.map { $0["id"] } == ["alex", "mallory", "yamada", "team", "chloe", "sam"].map(JSON.string))
        #expect(rows[1]["participants"] == .array([.string("Mallory \u{1B}[31mRed")]))
        let message = lines[3]["frame"]?["conversation"]?["messages"]?[0]
        #expect(message?["text"] == .string("\u{1B}[2J\u{1B}[31mgotcha \u{202E}txt.exe\u{7} \u{9B}"))
        #expect(message?["author"] == .string("Mallory \u{1B}[31mRed") && message?["mine"] == .bool(false))
        #expect(message?["sentAt"] == .string("2026-03-10T08:00:00Z"))
        #expect(lines[4]["error"]?["kind"] == .string("tooLong"))
        let sent = lines[5]["frame"]?["conversation"]?["messages"]?.items.last
        #expect(sent?["text"] == .string("caf\u{FFFD}(\u{FFFD}") && sent?["mine"] == .bool(true))
        #expect(lines[6]["error"]?["kind"] == .string("unknownCommand"))
    }
}
