import Application
import Domain
import Foundation
import Infrastructure
import Testing

/// Each store the contract holds, made fresh for one test.
enum StoreKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case inMemory
    case sqlite

    var testDescription: String { rawValue }

    /// An empty store of this kind, then `seed` received into it, so both kinds
    /// are filled through the port in the same way.
    func make(_ seed: [Conversation] = []) async throws -> StoreUnderTest {
        let scratch = try ScratchFolder()
        let store: any ConversationStore =
            switch self {
            case .inMemory: InMemoryConversationStore()
            case .sqlite: try SQLiteConversationStore(path: scratch.path("inbox.sqlite"))
            }
        try await store.receive(seed.flatMap(\.incoming))
        return StoreUnderTest(store: store, scratch: scratch)
    }
}

/// A store and the folder its file lives in, removed with it.
struct StoreUnderTest {
    let store: any ConversationStore
    let scratch: ScratchFolder
}

extension Conversation {
    var incoming: [IncomingMessage] {
        messages.map { IncomingMessage(conversationID: id, participants: participants, message: $0) }
    }
}
