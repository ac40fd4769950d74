import Application
import Domain
import Foundation
import ProcessHarness
import Testing

@testable import Infrastructure

/// Two connections on one file behave as two processes do: each sees the
/// other's writes on its next look, no write is lost, and a lock held too
/// long is reported, not waited on forever.
@Suite struct SQLiteSharingTests {
    @Test func eachStoreSeesTheOthersSendsAndNoWriteIsLost() async throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("inbox.sqlite")
        let first = try SQLiteConversationStore(path: path)
        let second = try SQLiteConversationStore(path: path)
        try await first.receive([IncomingMessageSample.make(conversation: "c", message: "m0")])
        #expect(try await second.noticeExternalChanges())
        // Nothing new since the last look, and its own write is not another's.
        #expect(try await second.noticeExternalChanges() == false)
        try await second.markRead(ConversationID("c"))
        #expect(try await second.noticeExternalChanges() == false)
        #expect(try await first.noticeExternalChanges())

        for number in 0..<50 {
            try await first.send(
                OutgoingText("from first \(number)"), to: ConversationID("c"), at: Build.at(Double(number)))
            try await second.send(
                OutgoingText("from second \(number)"), to: ConversationID("c"), at: Build.at(Double(number)))
        }
        for store in [first, second] {
            let messages = try #require(try await store.conversation(ConversationID("c"))).messages
            #expect(messages.count == 101)
            #expect(Set(messages.map(\.id)).count == 101)
        }
        #expect(try await second.count(matching: SearchQuery("first 49")) == 1)
    }

    @Test func aLockHeldTooLongIsReportedAsBusyAndTheStoreWorksOnceItIsFree() async throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("inbox.sqlite")
        let store = try SQLiteConversationStore(path: path, busyTimeout: .milliseconds(100))
        try await store.receive([IncomingMessageSample.make(conversation: "c", message: "m0")])
        let other = try SQLiteDatabase(path: path, mode: .readWrite)
        try other.execute("BEGIN IMMEDIATE")
        await #expect(throws: SQLiteStoreError(path: path, reason: .busy)) {
            try await store.send(OutgoingText("blocked"), to: ConversationID("c"), at: Build.at(1))
        }
        // Reading goes on while another connection writes.
        #expect(try await store.count(matching: SearchQuery("")) == 1)
        try other.execute("ROLLBACK")
        try await store.send(OutgoingText("through"), to: ConversationID("c"), at: Build.at(2))
        #expect(try await store.conversation(ConversationID("c"))?.messages.count == 2)
        #expect(
            "\(SQLiteStoreError(path: path, reason: .busy))"
                == "\(path): is busy: another process kept it locked; try again")
    }

    /// Opening used to take the write lock even with nothing to upgrade, so a
    /// second process could not even list while another wrote.
    @Test func aStoreOpensAndListsWhileAnotherConnectionHoldsTheWriteLock() async throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("inbox.sqlite")
        try await SQLiteConversationStore(path: path).receive([
            IncomingMessageSample.make(conversation: "c", message: "m0")
        ])
        let writer = try SQLiteDatabase(path: path, mode: .readWrite)
        try writer.execute("BEGIN IMMEDIATE")
        let reader = try SQLiteConversationStore(path: path, busyTimeout: .milliseconds(100))
        #expect(try await reader.count(matching: SearchQuery("")) == 1)
        try writer.execute("ROLLBACK")
    }

    /// Sends after the file was deleted, or another renamed over it, were
    /// acknowledged and lost; now they are refused and nothing is written anywhere.
    @Test(arguments: ["deleted", "renamed over"])
    func aChangeAfterTheFileWasReplacedIsRefused(how: String) async throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("inbox.sqlite")
        let store = try SQLiteConversationStore(path: path)
        try await store.receive([IncomingMessageSample.make(conversation: "c", message: "m0")])
        try FileManager.default.removeItem(atPath: path)
        if how == "renamed over" {
            let other = scratch.path("other.sqlite")
            _ = try SQLiteConversationStore(path: other)
            try FileManager.default.moveItem(atPath: other, toPath: path)
        }
        let before = try? Data(contentsOf: URL(fileURLWithPath: path))
        await #expect(throws: SQLiteStoreError(path: path, reason: .replaced)) {
            try await store.send(OutgoingText("lost?"), to: ConversationID("c"), at: Build.at(1))
        }
        #expect((try? Data(contentsOf: URL(fileURLWithPath: path))) == before)
        // The log beside the path held the first file's changes; the file now
        // there, or one made there next, must not take them as its own.
        let log = (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0
        #expect(log == 0)
        let next = try SQLiteConversationStore(path: path)
        #expect(try await next.count(matching: SearchQuery("")) == 0)
    }

    /// Overwritten in place the file keeps its inode, and SQLite, reading
    /// through its log, acknowledged every later change, then copied the log
    /// into the garbage at close. Now each change is refused, the garbage is
    /// left as it was, and the next open refuses the file.
    @Test(arguments: ["random bytes", "cut to nothing"])
    func aChangeAfterTheFileWasOverwrittenInPlaceIsRefusedAndTheFileLeftAsItWas(how: String) async throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("inbox.sqlite")
        let url = URL(fileURLWithPath: path)
        var overwritten = Data()
        do {
            let store = try SQLiteConversationStore(path: path)
            try await store.receive([IncomingMessageSample.make(conversation: "c", message: "m0")])
            try await store.send(OutgoingText("in the log"), to: ConversationID("c"), at: Build.at(1))
            let file = try FileHandle(forWritingTo: url)
            if how == "random bytes" {
                try file.write(contentsOf: Data((0..<8192).map { _ in UInt8.random(in: 0...255) }))
            } else {
                try file.truncate(atOffset: 0)
            }
            try file.close()
            overwritten = try Data(contentsOf: url)
            for text in ["refused", "refused too"] {
                await #expect(throws: SQLiteStoreError(path: path, reason: .replaced)) {
                    try await store.send(OutgoingText(text), to: ConversationID("c"), at: Build.at(2))
                }
            }
        }
        // The store is closed by now, and closing copied nothing into the file.
        #expect(try Data(contentsOf: url) == overwritten)
        #expect(throws: SQLiteStoreError.self) { try SQLiteConversationStore(path: path) }
        #expect(try Data(contentsOf: url) == overwritten)
    }

    /// The last process to close a file copies its log into it and deletes it.
    /// A check that opened and closed the file through a descriptor of its own
    /// dropped this process's locks with it, so another process closing took
    /// itself for the last, and deleted the log this store went on writing to:
    /// what it sent next was acknowledged and lost.
    @Test func anotherProcessClosingNeverTakesTheLogOfAStoreStillWriting() async throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("inbox.sqlite")
        let store = try SQLiteConversationStore(path: path)
        try await store.receive([IncomingMessageSample.make(conversation: "c", message: "m0")])
        let other = try AppProcess.run(["--store", path])
        #expect(other.status == 0, "\(other.errors)")
        try await store.send(OutgoingText("after the other closed"), to: ConversationID("c"), at: Build.at(1))
        let reader = try SQLiteConversationStore(path: path, access: .readOnly)
        #expect(try await reader.count(matching: SearchQuery("after the other closed")) == 1)
    }

    @Test func twoAppProcessesFillingOneNewStoreMakeOneDemo() async throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("inbox.sqlite")
        let processes = try (0..<2).map { _ in try AppProcess.start(["--store", path, "--demo", "--width", "80"]) }
        for process in processes { process.closeInput() }
        let results = try processes.map { try $0.finish() }
        #expect(results.map(\.status) == [0, 0])
        #expect(results.map(\.errors) == ["", ""])
        let store = try SQLiteConversationStore(path: path)
        #expect(try await store.count(matching: SearchQuery("")) == DemoConversations.make(now: Date()).count)
        #expect(try await store.integrityCheck() == "ok")
    }
}
