import Application
import Domain
import Foundation

/// A store that counts the calls made to it through the port and passes
/// each on, so the benchmark can report what a command costs in store calls.
actor CountingConversationStore: ConversationStore {
    private let store: any ConversationStore
    private(set) var calls = 0

    init(_ store: any ConversationStore) {
        self.store = store
    }

    func reset() { calls = 0 }

    func page(matching query: SearchQuery, offset: Int, limit: Int) async throws -> ConversationPage {
        calls += 1
        return try await store.page(matching: query, offset: offset, limit: limit)
    }

    func conversation(_ id: ConversationID) async throws -> Conversation? {
        calls += 1
        return try await store.conversation(id)
    }

    func send(_ text: OutgoingText, to id: ConversationID, at date: Date) async throws -> Message {
        calls += 1
        return try await store.send(text, to: id, at: date)
    }

    func delete(_ id: ConversationID) async throws {
        calls += 1
        try await store.delete(id)
    }

    func markRead(_ id: ConversationID) async throws {
        calls += 1
        try await store.markRead(id)
    }

    func receive(_ incoming: [IncomingMessage]) async throws -> Int {
        calls += 1
        return try await store.receive(incoming)
    }

    func noticeExternalChanges() async throws -> Bool {
        calls += 1
        return try await store.noticeExternalChanges()
    }
}
