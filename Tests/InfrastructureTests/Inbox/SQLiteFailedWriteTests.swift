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
    @Test func aReadOnlyStoreRefusesEveryChangeAndStillReads() async throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("inbox.sqlite")
        try await SQLiteConversationStore(path: path).receive([
            IncomingMessageSample.make(conversation: "c", message: "m0")
        ])
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let store = try SQLiteConversationStore(path: path, access: .readOnly)
        let refused = SQLiteStoreError(path: path, reason: .readOnly)
        await #expect(throws: refused) {
            try await store.send(OutgoingText("hi"), to: ConversationID("c"), at: Build.at(1))
        }
        await #expect(throws: refused) { try await store.markRead(ConversationID("c")) }
        await #expect(throws: refused) { try await store.delete(ConversationID("c")) }
        await #expect(throws: refused) {
            try await store.receive([IncomingMessageSample.make(conversation: "d", message: "m1")])
        }
        #expect(try await store.conversation(ConversationID("c"))?.messages.map(\.id) == [MessageID("m0")])
        #expect(try await store.count(matching: SearchQuery("text")) == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect("\(refused)".contains("cannot be written"))
    }

    @Test func aFullDiskFailsTheSendAndKeepsWhatWasStored() async throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("inbox.sqlite")
        let store = try SQLiteConversationStore(path: path)
        try await store.receive((0..<20).map { IncomingMessageSample.make(conversation: "c", message: "m\($0)") })
        let pages = try await store.withDatabase { try $0.value("PRAGMA page_count").integer ?? 0 }
        try await store.withDatabase { try $0.execute("PRAGMA max_page_count = \(pages)") }
        let long = try OutgoingText(String(repeating: "overflowing words ", count: 500))
        await #expect(throws: SQLiteStoreError(path: path, reason: .diskFull)) {
            try await store.send(long, to: ConversationID("c"), at: Build.at(100))
        }
        // The session goes on: reads work, and a send fits once there is room.
        #expect(try await store.conversation(ConversationID("c"))?.messages.count == 20)
        try await store.withDatabase { try $0.execute("PRAGMA max_page_count = \(pages * 10)") }
        try await store.send(long, to: ConversationID("c"), at: Build.at(100))
        #expect(try await store.conversation(ConversationID("c"))?.messages.count == 21)
        #expect(try await store.integrityCheck() == "ok")
    }
}
