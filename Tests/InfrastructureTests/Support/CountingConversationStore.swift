import Application
import Domain
import Foundation

/// Wraps a store and counts every call through the port, so a test holds a
/// command to the round trips it costs against a real store.
actor CountingConversationStore: ConversationStore {
    private let store: any ConversationStore
    private(set) var reads = 0
    private(set) var writes = 0

    init(_ store: any ConversationStore) {
        self.store = store
    }

    var calls: Int { reads + writes }

    func reset() {
        (reads, writes) = (0, 0)
    }

    func page(matching query: SearchQuery, offset: Int, limit: Int) async throws -> ConversationPage {
        reads += 1
        return try await store.page(matching: query, offset: offset, limit: limit)
    }

    func conversation(_ id: ConversationID) async throws -> Conversation? {
        reads += 1
        return try await store.conversation(id)
    }

    func send(_ text: OutgoingText, to id: ConversationID, at date: Date) async throws -> Message {
        writes += 1
        return try await store.send(text, to: id, at: date)
    }

    func delete(_ id: ConversationID) async throws {
        writes += 1
        try await store.delete(id)
    }

    func markRead(_ id: ConversationID) async throws {
        writes += 1
        try await store.markRead(id)
    }

    func receive(_ incoming: [IncomingMessage]) async throws -> Int {
        writes += 1
        return try await store.receive(incoming)
    }

    func noticeExternalChanges() async throws -> Bool {
        reads += 1
        return try await store.noticeExternalChanges()
    }
}
