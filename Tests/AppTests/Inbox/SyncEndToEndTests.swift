import Foundation
import ProcessHarness
import Testing

/// A sync against a feed served slowly from 127.0.0.1, through the binary,
/// piped: the frame shows "Syncing…" while the feed is held, a second sync is
/// refused meanwhile, and the end of input waits for the result.
@Suite struct SyncEndToEndTests {
    static let feed = """
        {"messages": [{"id": "cy-1", "conversation": "cy", "participants": ["Cy"], "author": "Cy",
                       "sentAt": "2026-03-10T09:30:00Z", "text": "Fresh from the feed"}]}
        """

    @Test func syncingShowsThenASecondSyncIsRefusedThenTheResultShowsAndTheSessionEndsCleanly() throws {
        let server = try HeldFeedServer(body: Self.feed)
        let inbox = try AppProcess.start([
            "--in-memory", "--demo", "--width", "60", "--now", "2026-03-10T10:00:00Z", "--remote",
            server.url.absoluteString,
        ])
        inbox.type("sync\nsync\n")
        inbox.closeInput()
        let refusal = try inbox.waitForErrors(containing: "\n")
        #expect(refusal == "error: a sync is already running\n")
        server.release()
        let result = try inbox.finish()
        #expect(result.status == 0)
        #expect(result.errors == refusal)

        let frames = result.output.components(separatedBy: "\n\n")
        #expect(frames.count == 3)
        guard frames.count == 3 else { return }
        #expect(frames[0].hasSuffix("Type 'help' for commands."))
        #expect(frames[1].hasSuffix("Syncing…"))
        #expect(!frames[1].contains("Fresh from the feed"))
        #expect(frames[2].contains("   1 Cy (1)"))
        #expect(frames[2].contains("Fresh from the feed"))
        #expect(frames[2].hasSuffix("Synced: 1 new message.\n"))
    }
}
