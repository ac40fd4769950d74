import Domain
import Foundation
import Infrastructure
import Testing

@Suite struct DemoConversationsTests {
    let now = Date(timeIntervalSince1970: 1_773_136_800)

    @Test func includesAConversationWhoseNewestMessageIsAPhoto() async throws {
        let conversations = DemoConversations.make(now: now)
        let photoLast = conversations.filter {
            if case .photos = $0.latestMessage?.content { true } else { false }
        }
        #expect(!photoLast.isEmpty)
    }

    @Test func nothingIsDatedInTheFuture() async throws {
        let messages = DemoConversations.make(now: now).flatMap(\.messages)
        #expect(!messages.isEmpty)
        #expect(messages.allSatisfy { $0.sentAt <= now })
    }

    @Test func messageIDsAreUniqueAcrossConversations() async throws {
        let ids = DemoConversations.make(now: now).flatMap(\.messages).map(\.id)
        #expect(Set(ids).count == ids.count)
    }
}
