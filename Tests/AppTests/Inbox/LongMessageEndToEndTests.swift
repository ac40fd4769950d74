import Foundation
import Interface
import ProcessHarness
import ScreenReplay
import Testing

/// A feed may carry a message of up to 16 MiB that no `send` would take: here
/// one word of 1 MiB, from a sender whose name is 256 KiB long. Opening it draws
/// only the lines a screen shows, so it takes what a short message takes; when
/// every line was laid out, and a word wider than a line measured again after
/// each cut, it took time quadratic in the length: 1.4 s at 100k characters, and
/// over two minutes at this size, far past the harness's timeout.
@Suite struct LongMessageEndToEndTests {
    static let pinned = ["--now", "2026-03-10T10:00:00Z"]
    static let word = String(decoding: Array(repeating: UInt8(ascii: "a"), count: 1 << 20), as: UTF8.self)
    static let name = String(decoding: Array(repeating: UInt8(ascii: "b"), count: 1 << 18), as: UTF8.self)
    /// A full line of the message's body, 80 columns wide, and the last one shown, cut with an ellipsis.
    static let messageLines: (line: String, cut: String) = {
        let line = "  " + String(repeating: "a", count: 78)
        return (line, String(line.dropLast()) + "…")
    }()

    /// A store holding the message, synced in a session of its own: the end of
    /// piped input waits for the sync.
    func storeWithTheMessage() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("long-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let feed = try Feeds.write(
            """
            {"messages": [{"id": "w1", "conversation": "w", "participants": ["\(Self.name)"], "author": "\(Self.name)",
                           "sentAt": "2026-03-10T09:00:00Z", "text": "\(Self.word)"}]}
            """)
        defer { try? FileManager.default.removeItem(at: feed) }
        let store = folder.appendingPathComponent("inbox.sqlite")
        let sync = try AppProcess.run(["--store", store.path, "--remote", feed.absoluteString], input: "sync\n")
        #expect(sync.status == 0 && sync.errors.isEmpty)
        return store
    }

    @Test func inLineModeTheMessageShowsItsFirstLinesAndSaysItGoesOn() throws {
        let store = try storeWithTheMessage()
        defer { try? FileManager.default.removeItem(at: store.deletingLastPathComponent()) }
        let result = try AppProcess.run(Self.pinned + ["--store", store.path, "--width", "80"], input: "open 1\n")
        #expect(result.status == 0 && result.errors.isEmpty)
        let frame = (result.output.components(separatedBy: "\n\n").last ?? "").components(separatedBy: "\n")
        let (line, cut) = Self.messageLines
        let body = frame.filter { $0.hasPrefix("  a") }
        #expect(body == Array(repeating: line, count: TextLayout.longestText - 2) + [cut])
        #expect(frame[2] == String(repeating: "b", count: 70) + "… 1 unread")
        #expect(frame[4] == String(repeating: "b", count: 71) + "… 9:00 AM")
    }

    @Test func fullScreenTheMessageShowsWhatTheScreenHolds() throws {
        let store = try storeWithTheMessage()
        defer { try? FileManager.default.removeItem(at: store.deletingLastPathComponent()) }
        let inbox = try AppProcess.startOnTerminal(Self.pinned + ["--store", store.path])
        try inbox.waitForScreen(containing: "q quit")
        inbox.press("\r")
        let (line, cut) = Self.messageLines
        let rows = try inbox.waitForScreen(containing: cut).text.components(separatedBy: "\n")
        #expect(rows.count == 24)
        #expect(rows[4] == String(repeating: "b", count: 71) + "… 9:00 AM")
        #expect(Array(rows[5..<21]) == Array(repeating: line, count: 15) + [cut])
        inbox.press("q")
        #expect(try inbox.waitForExit().status == 0)
    }
}
