import Application
import Domain
import Foundation
import Infrastructure
import PostgreSQLHarness
import Testing

/// Each store the contract holds, made fresh for one test.
enum StoreKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case inMemory
    case sqlite
    case postgreSQL

    var testDescription: String { rawValue }

    /// Every kind, PostgreSQL only where the test cluster runs.
    static let available = allCases.filter { $0 != .postgreSQL || TestPostgreSQL.isAvailable }

    /// An empty store of this kind, its file in `scratch`, then `seed` received
    /// into it, so every kind is filled through the port in the same way.
    func make(_ seed: [Conversation] = [], in scratch: ScratchFolder) async throws -> any ConversationStore {
        let store: any ConversationStore =
            switch self {
            case .inMemory: InMemoryConversationStore()
            case .sqlite: try SQLiteConversationStore(path: scratch.path("inbox.sqlite"))
            case .postgreSQL: try PostgreSQLConversationStore(url: try TestPostgreSQL.freshDatabase())
            }
        try await store.receive(seed.flatMap(\.incoming))
        return store
    }
}

extension Conversation {
    var incoming: [IncomingMessage] {
        messages.map { IncomingMessage(conversationID: id, participants: participants, message: $0) }
    }
}
