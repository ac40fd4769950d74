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
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        #expect(!result.output.unicodeScalars.contains { [0x1B, 0x07, 0x9B, 0x202E].contains($0.value) })
        let lines = try JSONLines.read(result.output, session: "inbox")
        // One line per command, and one more for the sync's result.
        try #require(lines.count == 7)
        #expect((lines[0].frame?["sync"] as? [String: Any])?["state"] as? String == "loading")
        let synced = try #require(lines[1]["update"] as? [String: Any])
        #expect((synced["sync"] as? [String: Any])?["newMessages"] as? Int == 2)
        let rows = lines[2].entriesOf("conversations")
        #expect(rows.map { $0["id"] as? String } == ["alex", "mallory", "yamada", "team", "chloe", "sam"])
        #expect(rows[1]["participants"] as? [String] == ["Mallory \u{1B}[31mRed"])
        let open = try #require(lines[3].frame?["conversation"] as? [String: Any])
        let message = try #require((open["messages"] as? [[String: Any]])?.first)
        #expect(message["text"] as? String == "\u{1B}[2J\u{1B}[31mgotcha \u{202E}txt.exe\u{7} \u{9B}")
        #expect(message["author"] as? String == "Mallory \u{1B}[31mRed" && message["mine"] as? Bool == false)
        #expect(message["sentAt"] as? String == "2026-03-10T08:00:00Z")
        #expect(lines[4].error?["kind"] as? String == "tooLong")
        let sent = (lines[5].frame?["conversation"] as? [String: Any])?["messages"] as? [[String: Any]]
        #expect(sent?.last?["text"] as? String == "caf\u{FFFD}(\u{FFFD}")
        #expect(sent?.last?["mine"] as? Bool == true)
        #expect(lines[6].error?["kind"] as? String == "unknownCommand")
    }
}
