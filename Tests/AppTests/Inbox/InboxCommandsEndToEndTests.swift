import Foundation
import Interface
import ProcessHarness
import Testing

/// Scripted sessions of the real binary, one for each command and each error.
@Suite struct InboxCommandsEndToEndTests {
    let pinned = ["--demo", "--now", "2026-03-10T10:00:00Z"]

    func run(_ script: String, width: Int = 80, _ extra: [String] = []) throws -> ProcessResult {
        try AppProcess.run(pinned + ["--width", String(width)] + extra, input: script)
    }

    @Test func searchOpenSendBackShowsTheSplitPaneFilteredListAndSentMessage() throws {
        let result = try AppProcess.run(
            pinned + ["--width", "100"], input: "search ALEX\nopen 1\nsend hi\nback\nquit\n",
            environment: ["NO_COLOR": "1"])
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        let frames = result.markedFrames
        #expect(frames.count == 5)
        guard frames.count == 5 else { return }
        #expect(frames[1] == Self.searched)
        #expect(frames[3] == Self.sent)
        #expect(frames[4] == Self.back)
    }

    static let searched = """
        Search: ALEX                                                                                1–1 of 1|
        ────────────────────────────────────────────────────────────────────────────────────────────────────|
           1 Alex Morgan (1)           9:00 AM │ No conversation open.|
             Attachment: 1 Image               │ |
        ────────────────────────────────────────────────────────────────────────────────────────────────────|
        Type 'help' for commands.|
        """

    static let sent = """
        Search: ALEX                                                                                1–1 of 1|
        ────────────────────────────────────────────────────────────────────────────────────────────────────|
        >  1 Alex Morgan (1)          10:00 AM │ Alex Morgan                                        1 unread|
             hi                                │ ───────────────────────────────────────────────────────────|
                                               │ You                                                 7:00 AM|
                                               │   Are we still on for lunch?|
                                               │ Alex Morgan                                         8:00 AM|
                                               │   Yes! The café on Main Street.|
                                               │   See you at noon.|
                                               │ Alex Morgan                                         9:00 AM|
                                               │   [Attachment: 1 Image]|
                                               │ You                                                10:00 AM|
                                               │   hi|
        ────────────────────────────────────────────────────────────────────────────────────────────────────|
        Type 'help' for commands.|
        """

    static let back = """
        Search: ALEX                                                                                1–1 of 1|
        ────────────────────────────────────────────────────────────────────────────────────────────────────|
           1 Alex Morgan (1)          10:00 AM │ No conversation open.|
             hi                                │ |
        ────────────────────────────────────────────────────────────────────────────────────────────────────|
        Type 'help' for commands.|
        """

    @Test func pinnedClockGivesReproducibleTimestamps() throws {
        let result = try run("list\n")
        #expect(result.output.contains("9:00 AM"))
        #expect(result.output.contains("Yesterday"))
        #expect(try run("list\n").output == result.output)
    }

    @Test func deleteRemovesTheOpenConversationAndReturnsToTheList() throws {
        let result = try run("open 1\ndelete\n")
        let last = result.output.components(separatedBy: "\n\n").last ?? ""
        #expect(!last.contains("Alex Morgan"))
        #expect(last.contains("1–3 of 3"))
    }

    @Test func readClearsTheUnreadCount() throws {
        let result = try run("open 1\nread\nback\n")
        let frames = result.output.components(separatedBy: "\n\n")
        #expect(frames.first!.contains("Alex Morgan (1)"))
        #expect(frames.last!.contains("Alex Morgan "))
        #expect(!frames.last!.contains("Alex Morgan (1)"))
    }

    @Test func aSearchWithoutTextClearsTheSearch() throws {
        let frames = try run("search zebra\nsearch\n").output.components(separatedBy: "\n\n")
        #expect(frames[1].contains("No conversations match \"zebra\"."))
        #expect(frames[2].contains("Chloé Dubois"))
    }

    @Test func aSyncThatFailsSaysWhyAndOneThatWorksShowsTheNewMessages() throws {
        let feed = FileManager.default.temporaryDirectory.appendingPathComponent("feed-\(UUID().uuidString).json")
        let broken = try run("sync\n", ["--remote", feed.absoluteString])
        #expect(broken.output.contains("Sync failed (type 'retry' to try again): could not read"))
        #expect(broken.errors.isEmpty)

        let hostile = try Feeds.write(Feeds.hostile)
        defer { try? FileManager.default.removeItem(at: hostile) }
        let fixed = try run("sync\n", ["--remote", hostile.absoluteString])
        #expect(fixed.output.contains("Synced: 2 new messages."))
        #expect(fixed.output.contains("山田 太郎"))
    }

    @Test(arguments: [
        ("send hi\n", "error: open a conversation first, then send"),
        ("delete\n", "error: open a conversation first, then delete"),
        ("read\n", "error: open a conversation first, then mark as read"),
        ("back\n", "error: already at the list"),
        ("retry\n", "error: there is no failed sync to retry"),
        ("sync\n", "error: no remote feed is set (start with --remote URL)"),
        ("prev\n", "error: this is the first page"),
        ("next\n", "error: this is the last page"),
        ("open 1\nsend    \n", "error: usage: send TEXT (type 'help' to see every command)"),
    ])
    func aCommandThatDoesNotFitPrintsOneLineAndChangesNothing(script: String, error: String) throws {
        let result = try run(script)
        #expect(result.status == 0)
        #expect(result.errors == error + "\n")
    }

    /// A store that has synced the hostile feed, in a session of its own: the
    /// end of piped input waits for the sync, so the session after it starts
    /// with the hostile messages whatever the machine's speed. In one session,
    /// the commands typed after `sync` raced it.
    func storeWithHostileFeed(width: Int) throws -> (store: URL, sync: ProcessResult) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let feed = try Feeds.write(Feeds.hostile)
        defer { try? FileManager.default.removeItem(at: feed) }
        let store = folder.appendingPathComponent("inbox.sqlite")
        let sync = try run("sync\n", width: width, ["--store", store.path, "--remote", feed.absoluteString])
        #expect(sync.status == 0 && sync.errors.isEmpty)
        return (store, sync)
    }

    @Test(arguments: [40, 80, 120])
    func noLineIsWiderThanTheWidthEvenWithWideAndHostileText(width: Int) throws {
        let (store, sync) = try storeWithHostileFeed(width: width)
        defer { try? FileManager.default.removeItem(at: store.deletingLastPathComponent()) }
        let result = try run("list\nopen 1\nopen 2\nhelp\nopen 3\n", width: width, ["--store", store.path])
        #expect(result.errors.isEmpty)
        #expect(result.output.contains("山田"))
        #expect((sync.lines + result.lines).allSatisfy { TerminalCells.width(of: $0) <= width })
    }

    @Test func noEscapeOrBidiControlReachesAPipeEvenFromHostileMessages() throws {
        let (store, _) = try storeWithHostileFeed(width: 120)
        defer { try? FileManager.default.removeItem(at: store.deletingLastPathComponent()) }
        let result = try AppProcess.run(
            pinned + ["--width", "120", "--store", store.path], input: "open 1\n", environment: ["NO_COLOR": "1"])
        #expect(result.output.contains("gotcha"))
        #expect(result.output.contains("␛[2J"))
        for forbidden in ["\u{1B}", "\u{202E}", "\u{07}", "\u{9B}"] {
            #expect(!result.output.contains(forbidden))
        }
    }

    @Test(arguments: [["--now", "yesterday"], ["--remote", "not a url"], ["--remote", "ftp://example.com/x"]])
    func aBadFlagValueIsOneLineAndANonZeroExit(arguments: [String]) throws {
        let result = try AppProcess.run(arguments)
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix("strata: "))
        #expect(result.output.isEmpty)
    }
}
