import Application
import Domain
import Foundation
import Infrastructure
import ProcessHarness
import Testing

/// `strata` crashed at each change it makes to its SQLite files in turn. A
/// debug build kills itself with SIGKILL just before the N-th write,
/// truncation, sync or deletion when the environment names N
/// (`SQLiteFaultPoint`), so the tests walk N from 1 until a run ends by
/// itself: every crash point before, inside and after every commit, the same
/// on any machine at any speed. After each crash the store opens, SQLite finds
/// it intact, and whatever strata acknowledged by printing it is there.
///
/// Each crash is checked twice, from one run. A crash of the process alone
/// leaves what was written in the kernel's cache, so it proves each change is
/// whole or absent: the fault point copies the store's folder aside just
/// before it dies. A power cut loses every write since the file's last sync,
/// so it proves strata synced a change before it acknowledged it: the fault
/// point takes those writes back in the folder itself.
@Suite struct SQLiteCrashTests {
    enum Crash: String, CaseIterable {
        case processCrash, powerCut
    }

    /// Far more points than any run here has, so the walk ends even if every run crashed.
    static let lastPoint = 1_000

    /// One run of strata on the store `name` in a fresh folder of `scratch`, crashing at
    /// `point`, and the store's path as each kind of crash leaves it.
    static func run(
        _ arguments: [String], input: String, store name: String, at point: Int, in scratch: ScratchFolder,
        prepare: (String) throws -> Void = { _ in }
    ) throws -> (result: ProcessResult, paths: [Crash: String]) {
        let folders = [Crash.powerCut: scratch.path("\(point)"), .processCrash: scratch.path("\(point)-process")]
        for folder in folders.values {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        let paths = folders.mapValues { ($0 as NSString).appendingPathComponent(name) }
        try prepare(paths[.powerCut]!)
        let result = try AppProcess.run(
            ["--store", paths[.powerCut]!] + arguments, input: input,
            environment: [
                "STRATA_SQLITE_CRASH_AT": String(point), "STRATA_SQLITE_CRASH_LOSES_UNSYNCED": "1",
                "STRATA_SQLITE_CRASH_IMAGE": folders[.processCrash]!,
            ])
        return (result, paths)
    }

    /// Filling a new store is its creation beside the final path, a move into
    /// place, and the demo in one transaction: a crash leaves no file, an
    /// empty store, or all of the demo, and once a frame is printed, all of it.
    /// Marking a conversation read afterwards gives crash points after the frame.
    @Test func crashingWhileTheAppFillsANewStoreLeavesAllOfTheDemoOrNone() async throws {
        let scratch = try ScratchFolder()
        let demoCount = DemoConversations.make(now: Date()).count
        var seen: [Crash: Set<String>] = [:]
        var ranToTheEnd = false
        for point in 1...Self.lastPoint {
            let (result, paths) = try Self.run(
                ["--demo", "--width", "80"], input: "open 1\nread\n", store: "inbox.sqlite", at: point, in: scratch)
            let acknowledged = result.output.contains("Alex Morgan")
            guard result.signal != nil else {
                #expect(result.status == 0 && acknowledged, "the run past the last crash point failed: \(result)")
                ranToTheEnd = true
                break
            }
            #expect(result.signal == SIGKILL)
            for (crash, path) in paths {
                guard FileManager.default.fileExists(atPath: path) else {
                    #expect(!acknowledged, "\(crash) at point \(point): a frame was printed without a store")
                    seen[crash, default: []].insert("no file")
                    continue
                }
                let store = try SQLiteConversationStore(path: path)
                #expect(try await store.integrityCheck() == "ok", "\(crash) at point \(point)")
                let count = try await store.count(matching: SearchQuery(""))
                #expect(count == 0 || count == demoCount, "\(crash) at point \(point): \(count) conversations")
                #expect(!acknowledged || count == demoCount, "\(crash) at point \(point): the printed demo was lost")
                seen[crash, default: []].insert(
                    acknowledged ? "acknowledged" : count == 0 ? "empty store" : "unacknowledged demo")
            }
        }
        #expect(ranToTheEnd, "strata crashed at each of \(Self.lastPoint) points")
        // The walk must have crashed before the file, before the demo's commit, and after its frame.
        for crash in Crash.allCases {
            #expect(
                seen[crash, default: []].isSuperset(of: ["no file", "empty store", "acknowledged"]),
                "\(crash): only \(seen[crash, default: []].sorted())")
        }
    }

    /// Three sends, each its own transaction: after a crash the store holds the
    /// first k of them, in order and nothing else: every acknowledged one, and
    /// at most the one in flight besides. Marking the conversation read
    /// afterwards gives crash points after the last one.
    @Test func crashingWhileTheAppSendsLosesNoAcknowledgedMessageAndKeepsEachWhole() async throws {
        let scratch = try ScratchFolder()
        let seed = scratch.path("seed.sqlite")
        #expect(try AppProcess.run(["--store", seed, "--demo"]).status == 0)
        let conversation = try #require(
            try await SQLiteConversationStore(path: seed, access: .readOnly)
                .summaries(matching: SearchQuery(""), offset: 0, limit: 1).first?.id)
        let sends = ["msg-1", "msg-2", "msg-3"]
        let script = "open 1\n" + sends.map { "send \($0)\n" }.joined() + "read\n"
        var seen: [Crash: Set<String>] = [:]
        var ranToTheEnd = false
        for point in 1...Self.lastPoint {
            let (result, paths) = try Self.run(
                ["--width", "80"], input: script, store: "inbox.sqlite", at: point, in: scratch,
                prepare: { try FileManager.default.copyItem(atPath: seed, toPath: $0) })
            let acknowledged = sends.filter { result.lines.contains("  " + $0) }
            guard result.signal != nil else {
                #expect(result.status == 0 && acknowledged == sends, "the run past the last crash point: \(result)")
                ranToTheEnd = true
                break
            }
            #expect(result.signal == SIGKILL)
            #expect(acknowledged == Array(sends.prefix(acknowledged.count)), "crash point \(point)")
            for (crash, path) in paths {
                let store = try SQLiteConversationStore(path: path)
                #expect(try await store.integrityCheck() == "ok", "\(crash) at point \(point)")
                let stored = try #require(try await store.conversation(conversation)).messages.compactMap {
                    message -> String? in
                    if case .text(let text) = message.content, sends.contains(text) { text } else { nil }
                }
                #expect(stored == Array(sends.prefix(stored.count)), "\(crash) at point \(point): stored \(stored)")
                #expect(
                    stored.count == acknowledged.count || stored.count == acknowledged.count + 1,
                    "\(crash) at point \(point): acknowledged \(acknowledged), stored \(stored)")
                seen[crash, default: []].insert("\(acknowledged.count) acknowledged")
            }
        }
        #expect(ranToTheEnd, "strata crashed at each of \(Self.lastPoint) points")
        for crash in Crash.allCases {
            #expect(
                seen[crash, default: []].isSuperset(of: (0...sends.count).map { "\($0) acknowledged" }),
                "\(crash): only \(seen[crash, default: []].sorted())")
        }
    }
}
