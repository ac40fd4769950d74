import Application
import Domain
import Foundation
import Infrastructure
import Testing

/// `inbox` killed with SIGKILL at random moments: after every kill the store
/// opens, SQLite finds it intact, and whatever inbox acknowledged is there.
@Suite(.serialized) struct SQLiteCrashTests {
    static let kills = 100

    /// Seeding the demo is one transaction: a kill leaves all of it or none,
    /// and once inbox has printed a frame, all of it.
    @Test func killingInboxWhileItFillsTheDemoLeavesAllOrNothing() async throws {
        let scratch = try ScratchFolder()
        let demoCount = DemoConversations.make(now: Date()).count
        var acknowledged = 0
        // Kills spread over the time one whole run takes here, however loaded the machine.
        let start = Date()
        _ = try InboxBinary.run(["--store", scratch.path("baseline.sqlite"), "--demo"], in: scratch)
        let window = UInt32(Date().timeIntervalSince(start) * 1.5 * 1_000_000)
        for attempt in 0..<Self.kills {
            let path = scratch.path("inbox-\(attempt).sqlite")
            let process = InboxBinary.start(["--store", path, "--demo", "--width", "80"], in: scratch)
            let output = Pipe()
            process.standardOutput = output
            process.standardInput = Pipe()  // kept open, so inbox waits for commands
            try process.run()
            usleep(UInt32.random(in: 0...window))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let printed = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
            guard FileManager.default.fileExists(atPath: path) else {
                #expect(!printed.contains("Alex Morgan"), "a frame was printed without a store")
                continue
            }
            let store = try SQLiteConversationStore(path: path)
            #expect(try await store.integrityCheck() == "ok")
            let count = try await store.count(matching: SearchQuery(""))
            #expect(count == 0 || count == demoCount)
            if printed.contains("Alex Morgan") {
                acknowledged += 1
                #expect(count == demoCount)
            }
        }
        // The kills must land both before and after the frame, or the test proves little.
        #expect(acknowledged > 0)
        #expect(acknowledged < Self.kills)
    }

    /// Sends in a loop and is killed at random points: a message whose frame
    /// was printed, the app's acknowledgement, must survive every kill.
    @Test func killingInboxWhileItSendsLosesNoAcknowledgedMessage() async throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("inbox.sqlite")
        _ = try InboxBinary.run(["--store", path, "--demo"], in: scratch)
        var sent = 0
        var acknowledged: Set<String> = []
        for _ in 0..<Self.kills {
            let process = InboxBinary.start(["--store", path, "--width", "80"], in: scratch)
            let (input, output) = (Pipe(), Pipe())
            process.standardInput = input
            process.standardOutput = output
            try process.run()
            let first = sent + 1
            var script = "open 1\n"
            for _ in 0..<20 {
                sent += 1
                script += "send msg-\(sent)\n"
            }
            try? input.fileHandleForWriting.write(contentsOf: Data(script.utf8))
            // Wait until a random send has been acknowledged, then kill within the next few milliseconds,
            // so kills land before, during and after writes.
            let target = "msg-\(Int.random(in: first...sent))\n"
            var printed = Data()
            while !String(decoding: printed, as: UTF8.self).contains(target) {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                printed.append(chunk)
            }
            usleep(UInt32.random(in: 0...5_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            printed.append(output.fileHandleForReading.readDataToEndOfFile())
            let text = String(decoding: printed, as: UTF8.self)
            acknowledged.formUnion((first...sent).map { "msg-\($0)" }.filter { text.contains($0 + "\n") })

            let store = try SQLiteConversationStore(path: path)
            #expect(try await store.integrityCheck() == "ok")
            var stored: [String] = []
            if let first = try await store.summaries(matching: SearchQuery(""), offset: 0, limit: 1).first {
                stored =
                    try await store.conversation(first.id)?.messages.compactMap { message -> String? in
                        if case .text(let text) = message.content { text } else { nil }
                    } ?? []
            }
            #expect(acknowledged.isSubset(of: Set(stored)))
        }
        // Most rounds acknowledge some sends and lose the rest: the kills must fall mid-stream.
        #expect(acknowledged.count > Self.kills)
        #expect(acknowledged.count < sent)
    }
}
