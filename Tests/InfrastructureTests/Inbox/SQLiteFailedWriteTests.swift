import Application
import Domain
import Foundation
import Testing

@testable import Infrastructure

/// A write that cannot happen fails with one clear error; the store stays
/// usable and nothing already stored is lost.
///
/// Tests run as root, who may write a read-only file or folder, so a read-only
/// connection stands in for them; a page limit stands in for a full disk,
/// since SQLite reports both as the same SQLITE_FULL.
@Suite struct SQLiteFailedWriteTests {
    @Test func aReadOnlyStoreRefusesEveryChangeAndStillReads() throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("inbox.sqlite")
        try SQLiteConversationStore(path: path).receive([IncomingMessageSample.make(conversation: "c", message: "m0")])
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let store = try SQLiteConversationStore(path: path, access: .readOnly)
        let refused = SQLiteStoreError(path: path, reason: .readOnly)
        #expect(throws: refused) { try store.send(OutgoingText("hi"), to: ConversationID("c"), at: Build.at(1)) }
        #expect(throws: refused) { try store.markRead(ConversationID("c")) }
        #expect(throws: refused) { try store.delete(ConversationID("c")) }
        #expect(throws: refused) { try store.receive([IncomingMessageSample.make(conversation: "d", message: "m1")]) }
        #expect(try store.conversation(ConversationID("c"))?.messages.map(\.id) == [MessageID("m0")])
        #expect(try store.count(matching: SearchQuery("text")) == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect("\(refused)".contains("cannot be written"))
    }

    @Test func aFullDiskFailsTheSendAndKeepsWhatWasStored() throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("inbox.sqlite")
        let store = try SQLiteConversationStore(path: path)
        try store.receive((0..<20).map { IncomingMessageSample.make(conversation: "c", message: "m\($0)") })
        let pages = try store.database.value("PRAGMA page_count").integer ?? 0
        try store.database.execute("PRAGMA max_page_count = \(pages)")
        let long = try OutgoingText(String(repeating: "overflowing words ", count: 500))
        #expect(throws: SQLiteStoreError(path: path, reason: .diskFull)) {
            try store.send(long, to: ConversationID("c"), at: Build.at(100))
        }
        // The session goes on: reads work, and a send fits once there is room.
        #expect(try store.conversation(ConversationID("c"))?.messages.count == 20)
        try store.database.execute("PRAGMA max_page_count = \(pages * 10)")
        try store.send(long, to: ConversationID("c"), at: Build.at(100))
        #expect(try store.conversation(ConversationID("c"))?.messages.count == 21)
        #expect(try store.integrityCheck() == "ok")
    }
}
