import Application
import Domain
import Foundation
import Infrastructure
import Testing

@Suite struct InMemoryConversationStoreTests {
    @Test func theDemoDataLoadsAndSearchesLikeAnyStore() async throws {
        let store = InMemoryConversationStore(DemoConversations.make(now: Date(timeIntervalSince1970: 1_773_136_800)))
        #expect(try await store.count(matching: SearchQuery("")) == 4)
        let found = try await store.summaries(matching: SearchQuery("chloe"), offset: 0, limit: 10)
        #expect(found.map(\.id) == [ConversationID("chloe")])
    }
}
