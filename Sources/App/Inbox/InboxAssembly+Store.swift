import Application
import Domain
import Foundation
import Infrastructure

extension InboxAssembly {
    /// The Inbox's store where the context keeps data, as every feature's
    /// assembly takes its own from `context.store`, then filled with the demo on
    /// a first run and read once, ready for the session.
    static func store(in context: FeatureContext) async throws(LaunchError) -> any ConversationStore {
        let store: any ConversationStore = try context.store(
            inMemory: { _, _ in InMemoryConversationStore() }, sqlite: { SQLiteConversationStore(file: $0) },
            postgreSQL: { PostgreSQLConversationStore(database: $0) })
        do {
            // A first run has something to show; a store the user already has is
            // never filled unasked, and only an empty one, so --demo never mixes into real data.
            if context.options.fillsWithDemo || context.isFirstRun,
                try await store.page(matching: SearchQuery(""), offset: 0, limit: 0).total == 0
            {
                try await store.receive(DemoConversations.make(now: context.now()).flatMap(incoming))
            }
            // The first page is read once here, so a store damaged where the list
            // lives ends the launch, status 1, before a frame is drawn.
            _ = try await store.page(matching: SearchQuery(""), offset: 0, limit: 20)
        } catch {
            throw LaunchError(description: "\(error)", status: LaunchError.failureStatus)
        }
        return store
    }

    private static func incoming(_ conversation: Conversation) -> [IncomingMessage] {
        conversation.messages.map {
            IncomingMessage(conversationID: conversation.id, participants: conversation.participants, message: $0)
        }
    }
}
