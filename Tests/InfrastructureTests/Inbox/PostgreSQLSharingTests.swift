import Application
import Domain
import Foundation
import PostgreSQLHarness
import Testing

@testable import Infrastructure

/// Two connections to one database behave as two App processes do: each
/// hears of the other's commits through NOTIFY, writes sent at the same
/// moment all land with ids of their own, and a connection the server
/// dropped costs one call, then reconnects.
@Suite(.enabled(if: TestPostgreSQL.isAvailable)) struct PostgreSQLSharingTests {
    @Test func eachStoreHearsOfTheOthersCommitsButNotOfItsOwn() async throws {
        let url = try TestPostgreSQL.freshDatabase()
        let first = try PostgreSQLConversationStore(url: url)
        let second = try PostgreSQLConversationStore(url: url)
        // Each listens from the moment it opens, so a commit before its first look is heard.
        try await first.receive([IncomingMessageSample.make(conversation: "c", message: "m0")])
        #expect(try await second.noticeExternalChanges())
        #expect(try await second.noticeExternalChanges() == false)
        try await second.markRead(ConversationID("c"))
        #expect(try await second.noticeExternalChanges() == false)
        #expect(try await first.noticeExternalChanges())
        // A sync that brought nothing new is nothing to hear of.
        try await first.receive([IncomingMessageSample.make(conversation: "c", message: "m0")])
        #expect(try await second.noticeExternalChanges() == false)
    }

    @Test func sendsFromTwoConnectionsAtOnceAllLandWithIDsOfTheirOwn() async throws {
        let url = try TestPostgreSQL.freshDatabase()
        let stores = [try PostgreSQLConversationStore(url: url), try PostgreSQLConversationStore(url: url)]
        try await stores[0].receive([IncomingMessageSample.make(conversation: "c", message: "m0")])
        try await withThrowingTaskGroup { group in
            for (index, store) in stores.enumerated() {
                group.addTask {
                    for number in 0..<40 {
                        try await store.send(
                            OutgoingText("from \(index) \(number)"), to: ConversationID("c"), at: Build.at(1))
                    }
                }
            }
            try await group.waitForAll()
        }
        let messages = try #require(try await stores[1].conversation(ConversationID("c"))).messages
        #expect(messages.count == 81)
        #expect(Set(messages.map(\.id)).count == 81)
        #expect(try await stores[0].count(matching: SearchQuery("from 1 39")) == 1)
    }

    @Test func aDroppedConnectionCostsOneCallThenReconnectsAndCountsAsAChange() async throws {
        let url = try TestPostgreSQL.freshDatabase()
        let store = try PostgreSQLConversationStore(url: url)
        try await store.receive([IncomingMessageSample.make(conversation: "c", message: "m0")])
        _ = try await store.noticeExternalChanges()
        let other = try PostgreSQLDatabase(url: url)
        try other.rows(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                + "WHERE datname = current_database() AND pid <> pg_backend_pid()")
        await #expect(throws: PostgreSQLStoreError.self) {
            try await store.send(OutgoingText("lost"), to: ConversationID("c"), at: Build.at(2))
        }
        // Another process may have written while this one was away.
        #expect(try await store.noticeExternalChanges())
        try await store.send(OutgoingText("kept"), to: ConversationID("c"), at: Build.at(3))
        let texts = try #require(try await store.conversation(ConversationID("c"))).messages.map(\.content)
        #expect(texts.count == 2 && texts.last == .text("kept"))
    }
}
