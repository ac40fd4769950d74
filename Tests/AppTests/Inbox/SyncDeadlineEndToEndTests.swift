import Foundation
import ProcessHarness
import Testing

/// A feed server on 127.0.0.1 that stalls, through the binary: silent, or
/// dripping its body a byte at a time. The sync fails at its deadline, with
/// the reason on screen, and `retry` then gets the feed. Once, a silent server
/// held a sync for a minute, and a dripping one for minutes. Waiting costs no
/// CPU: once, a silent server kept three-quarters of a core busy until the
/// deadline.
///
/// The reason on screen says the deadline ended the wait: a dripping body
/// would otherwise arrive whole, a silent server never answers. How late it
/// may come is bounded at the failure once seen, a minute, never at the
/// machine: a bound of a second past the deadline failed on a loaded one.
@Suite struct SyncDeadlineEndToEndTests {
    /// The CPU a one-second wait may cost: a twentieth of it, where a busy
    /// wait costs most of it. The figure is the CPU the App used from the
    /// command to the failure, so it counts the two frames drawn as well.
    static let waitingBudget = Duration.milliseconds(50)
    /// Far under the minute a 1 s deadline once took, far over what a busy machine adds to it.
    static let lateness = Duration.seconds(20)

    @Test(arguments: [StallingFeedServer.Stall.silent, .dripping])
    func aStalledSyncFailsAtItsDeadlineThenRetrySucceeds(stall: StallingFeedServer.Stall) throws {
        let server = try StallingFeedServer(feed: SyncEndToEndTests.feed, stall: stall)
        let inbox = try AppProcess.start([
            "--in-memory", "--width", "160", "--now", "2026-03-10T10:00:00Z", "--sync-timeout", "1", "--remote",
            server.url.absoluteString,
        ])
        try inbox.waitForOutput(containing: "Type 'help' for commands.")

        let clock = ContinuousClock()
        let typed = clock.now
        let cpuBefore = try #require(inbox.cpuTime())
        inbox.type("sync\n")
        let reason = "could not read \(server.url.absoluteString): no answer within 1 s"
        try inbox.waitForOutput(containing: reason)
        // Measured from before the command was typed, so the figure can only be
        // longer than the sync took: a deadline check, not a choice of timing.
        let took = typed.duration(to: clock.now)
        #expect(took >= .seconds(1), "the sync gave up after \(took)")
        #expect(took < Self.lateness, "the sync failed \(took) after it was typed")
        let cpu = try #require(inbox.cpuTime()) - cpuBefore
        #expect(cpu < Self.waitingBudget, "waiting \(took) for the feed cost \(cpu) of CPU")

        inbox.type("retry\n")
        inbox.closeInput()
        let result = try inbox.finish()
        #expect(result.status == 0)
        #expect(result.errors == "")
        let frames = result.output.components(separatedBy: "\n\n")
        #expect(frames.count == 5)
        guard frames.count == 5 else { return }
        #expect(frames[1].hasSuffix("Syncing…"))
        #expect(frames[2].hasSuffix("Sync failed (type 'retry' to try again): \(reason)"))
        #expect(frames[3].hasSuffix("Syncing…"))
        #expect(frames[4].contains("Fresh from the feed"))
        #expect(frames[4].hasSuffix("Synced: 1 new message.\n"))
    }

    enum Writer: String, CaseIterable, CustomTestStringConvertible {
        case none, silent
        var testDescription: String { rawValue }
    }

    /// A FIFO as a `file://` feed: opening one waits for a writer, and reading
    /// one with a silent writer waits for ever. Once, `sync` then hung the
    /// session; now it fails at the deadline like a stalled server, and the
    /// session answers meanwhile.
    @Test(arguments: Writer.allCases)
    func aFIFOFeedFailsAtItsDeadlineAndTheSessionAnswersMeanwhile(writer: Writer) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-feed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("feed")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        // Opened for writing too, and never written: a writer that says nothing.
        let silent = writer == .silent ? open(fifo.path, O_RDWR | O_NONBLOCK) : -1
        defer { if silent >= 0 { close(silent) } }
        let inbox = try AppProcess.start([
            "--in-memory", "--width", "200", "--sync-timeout", "1", "--remote", fifo.absoluteString,
        ])
        try inbox.waitForOutput(containing: "Type 'help' for commands.")

        let clock = ContinuousClock()
        let typed = clock.now
        let cpuBefore = try #require(inbox.cpuTime())
        inbox.type("sync\nhelp\n")
        // The session answers while the sync waits.
        try inbox.waitForOutput(containing: "  quit         leave")
        let reason = "could not read \(fifo.absoluteString): no answer within 1 s"
        try inbox.waitForOutput(containing: reason)
        let took = typed.duration(to: clock.now)
        #expect(took >= .seconds(1), "the sync gave up after \(took)")
        #expect(took < Self.lateness, "the sync failed \(took) after it was typed")
        let cpu = try #require(inbox.cpuTime()) - cpuBefore
        #expect(cpu < Self.waitingBudget, "waiting \(took) for the FIFO cost \(cpu) of CPU")
        inbox.closeInput()
        let result = try inbox.finish()
        #expect(result.status == 0)
        #expect(result.errors == "")
    }
}
