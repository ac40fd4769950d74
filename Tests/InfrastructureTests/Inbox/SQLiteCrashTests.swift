import Application
import Domain
import Foundation
import Infrastructure
import ProcessHarness
import Testing

/// `inbox` crashed at each change it makes to its SQLite files in turn. A
/// debug build kills itself with SIGKILL just before the N-th write,
/// truncation, sync or deletion when the environment names N
/// (`SQLiteFaultPoint`), so the tests walk N from 1 until a run ends by
/// itself: every crash point before, inside and after every commit, the same
/// on any machine at any speed. After each crash the store opens, SQLite finds
/// it intact, and whatever inbox acknowledged by printing it is there.
///
/// Each test runs twice. A crash of the process alone leaves what was written
/// in the kernel's cache, so it proves each change is whole or absent. A power
/// cut loses every write since the file's last sync, so it proves inbox synced
/// a change before it acknowledged it.
@Suite struct SQLiteCrashTests {
    enum Crash: String, CaseIterable, CustomTestStringConvertible {
        case processCrash, powerCut

        var testDescription: String { rawValue }

        func environment(at point: Int) -> [String: String] {
            [
                "STRATA_SQLITE_CRASH_AT": String(point),
                "STRATA_SQLITE_CRASH_LOSES_UNSYNCED": self == .powerCut ? "1" : "0",
            ]
        }
    }

    /// Far more points than any run here has, so the walk ends even if every run crashed.
    static let lastPoint = 1_000

    /// Filling a new store is its creation beside the final path, a move into
    /// place, and the demo in one transaction: a crash leaves no file, an
    /// empty store, or all of the demo, and once a frame is printed, all of it.
    /// Marking a conversation read afterwards gives crash points after the frame.
    @Test(arguments: Crash.allCases)
    func crashingWhileInboxFillsANewStoreLeavesAllOfTheDemoOrNone(crash: Crash) async throws {
        let scratch = try ScratchFolder()
        let demoCount = DemoConversations.make(now: Date()).count
        var seen: Set<String> = []
        var ranToTheEnd = false
        for point in 1...Self.lastPoint {
            let path = scratch.path("inbox-\(point).sqlite")
            let result = try AppProcess.run(
                ["--store", path, "--demo", "--width", "80"], input: "open 1\nread\n",
                environment: crash.environment(at: point))
            let acknowledged = result.output.contains("Alex Morgan")
            guard result.signal != nil else {
                #expect(result.status == 0 && acknowledged, "the run past the last crash point failed: \(result)")
                ranToTheEnd = true
                break
            }
            #expect(result.signal == SIGKILL)
            guard FileManager.default.fileExists(atPath: path) else {
                #expect(!acknowledged, "crash point \(point): a frame was printed without a store")
                seen.insert("no file")
                continue
            }
            let store = try SQLiteConversationStore(path: path)
            #expect(try await store.integrityCheck() == "ok", "crash point \(point)")
            let count = try await store.count(matching: SearchQuery(""))
            #expect(count == 0 || count == demoCount, "crash point \(point): \(count) conversations")
            #expect(!acknowledged || count == demoCount, "crash point \(point): the printed demo was lost")
            seen.insert(acknowledged ? "acknowledged" : count == 0 ? "empty store" : "unacknowledged demo")
        }
        #expect(ranToTheEnd, "inbox crashed at each of \(Self.lastPoint) points")
        // The walk must have crashed before the file, before the demo's commit, and after its frame.
        #expect(seen.isSuperset(of: ["no file", "empty store", "acknowledged"]), "only \(seen.sorted())")
    }

    /// Three sends, each its own transaction: after a crash the store holds the
    /// first k of them, in order and nothing else: every acknowledged one, and
    /// at most the one in flight besides. Marking the conversation read
    /// afterwards gives crash points after the last one.
    @Test(arguments: Crash.allCases)
    func crashingWhileInboxSendsLosesNoAcknowledgedMessageAndKeepsEachWhole(crash: Crash) async throws {
        let scratch = try ScratchFolder()
        let seed = scratch.path("seed.sqlite")
        #expect(try AppProcess.run(["--store", seed, "--demo"]).status == 0)
        let conversation = try #require(
            try await SQLiteConversationStore(path: seed, access: .readOnly)
                .summaries(matching: SearchQuery(""), offset: 0, limit: 1).first?.id)
        let sends = ["msg-1", "msg-2", "msg-3"]
        let script = "open 1\n" + sends.map { "send \($0)\n" }.joined() + "read\n"
        var seen: Set<String> = []
        var ranToTheEnd = false
        for point in 1...Self.lastPoint {
            let path = scratch.path("inbox-\(point).sqlite")
            try FileManager.default.copyItem(atPath: seed, toPath: path)
            let result = try AppProcess.run(
                ["--store", path, "--width", "80"], input: script, environment: crash.environment(at: point))
            let acknowledged = sends.filter { result.lines.contains("  " + $0) }
            guard result.signal != nil else {
                #expect(result.status == 0 && acknowledged == sends, "the run past the last crash point: \(result)")
                ranToTheEnd = true
                break
            }
            #expect(result.signal == SIGKILL)
            let store = try SQLiteConversationStore(path: path)
            #expect(try await store.integrityCheck() == "ok", "crash point \(point)")
            let stored = try #require(try await store.conversation(conversation)).messages.compactMap {
                message -> String? in
                if case .text(let text) = message.content, sends.contains(text) { text } else { nil }
            }
            #expect(acknowledged == Array(sends.prefix(acknowledged.count)), "crash point \(point)")
            #expect(stored == Array(sends.prefix(stored.count)), "crash point \(point): stored \(stored)")
            #expect(
                stored.count == acknowledged.count || stored.count == acknowledged.count + 1,
                "crash point \(point): acknowledged \(acknowledged), stored \(stored)")
            seen.insert("\(acknowledged.count) acknowledged")
        }
        #expect(ranToTheEnd, "inbox crashed at each of \(Self.lastPoint) points")
        #expect(seen.isSuperset(of: (0...sends.count).map { "\($0) acknowledged" }), "only \(seen.sorted())")
    }
}
