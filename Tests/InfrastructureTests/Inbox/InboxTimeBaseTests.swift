import Application
import Domain
import Foundation
import PostgreSQLHarness
import Testing

@testable import Infrastructure

/// Stores before 5.0.0 counted each message's time, and each conversation's
/// last activity, in seconds since 2001; the Inbox's step 2 moves them to 1970
/// once, on each engine, so a database 4.0.0 wrote reads as the same instants
/// in the same order, beside messages this build adds.
@Suite struct InboxTimeBaseTests {
    static let hello = Build.text("a1", "hello", at: 1, from: .contact("Ann"))
    /// A quarter of a second past the minute: moved to 1970 and back, still exactly the instant it was.
    static let later = Message(
        id: MessageID("a2"), author: .contact("Ann"), sentAt: Build.at(9).addingTimeInterval(0.25),
        content: .text("later"), isRead: false)
    static let mine = Message(
        id: MessageID("b1"), author: .me, sentAt: Build.at(5), content: .text("mine"), isRead: true)

    /// The rows 4.0.0's store wrote for Ann's conversation and Bo's, in SQL
    /// both engines read alike: `'1'` and `'0'` are true and false to each.
    /// The search index, which holds no time, is left out.
    static let rowsOfRelease4 = """
        INSERT INTO conversations (id, participants, last_activity, latest_message_id, unread_count)
        VALUES ('a', '["Ann"]', \(since2001(later)), 'a2', 1), ('b', '["Bo"]', \(since2001(mine)), 'b1', 0);
        INSERT INTO messages (id, conversation, author_kind, author_name, sent_at, content_kind, body, is_read)
        VALUES ('a1', (SELECT key FROM conversations WHERE id = 'a'), 1, 'Ann', \(since2001(hello)), 0, 'hello', '1'),
            ('a2', (SELECT key FROM conversations WHERE id = 'a'), 1, 'Ann', \(since2001(later)), 0, 'later', '0'),
            ('b1', (SELECT key FROM conversations WHERE id = 'b'), 0, NULL, \(since2001(mine)), 0, 'mine', '1');
        UPDATE conversations SET latest_message = (SELECT key FROM messages WHERE id = latest_message_id);
        UPDATE counts SET conversations = 2;
        """

    static func since2001(_ message: Message) -> String { String(message.sentAt.timeIntervalSinceReferenceDate) }

    @Test func anInboxFileOfRelease4ReadsAsTheSameInstantsThen4xRefusesIt() async throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("inbox.sqlite")
        // The Inbox's step 1 alone, in a file at layout 2, as 4.0.0 left it.
        let step1 = SQLiteSchema(name: "Inbox", steps: [SQLiteInboxSchema.steps[0]])
        try await SQLiteStoreDatabase(path: path, schemas: [step1]).writing { database in
            try database.execute(Self.rowsOfRelease4 + "PRAGMA user_version = 2;")
        }
        try await expectTheSameInstants(in: SQLiteConversationStore(path: path))
        // A build that knows step 1 alone, as 4.x, refuses it rather than add rows counted from 2001.
        #expect(
            throws: SQLiteStoreError(path: path, reason: .newerSchema(part: "the Inbox tables", found: 2, known: 1))
        ) {
            try SQLiteStoreDatabase(path: path, schemas: [step1])
        }
    }

    @Test(.enabled(if: TestPostgreSQL.isAvailable))
    func anInboxDatabaseOfRelease4ReadsAsTheSameInstantsThen4xRefusesIt() async throws {
        let url = try TestPostgreSQL.freshDatabase()
        let step1 = PostgreSQLSchema(name: "Inbox", steps: [PostgreSQLInboxSchema.steps[0]])
        try await PostgreSQLStoreDatabase(url: url, schemas: [step1]).writing { try $0.execute(Self.rowsOfRelease4) }
        try await expectTheSameInstants(in: PostgreSQLConversationStore(url: url))
        #expect(
            throws: PostgreSQLStoreError(url: url, reason: .newerSchema(part: "the Inbox tables", found: 2, known: 1))
        ) {
            try PostgreSQLStoreDatabase(url: url, schemas: [step1])
        }
    }

    /// Each time as it was sent, the list newest first, and a message received
    /// now between them in its place; had the rows kept counting from 2001, all
    /// would be 31 years early, and the new one first.
    func expectTheSameInstants(in store: any ConversationStore) async throws {
        let summaries = try await store.summaries(matching: SearchQuery(""), offset: 0, limit: 10)
        #expect(summaries.map(\.id.rawValue) == ["a", "b"])
        #expect(summaries.map(\.latestMessage) == [Self.later, Self.mine])
        #expect(try await store.conversation(ConversationID("a"))?.messages == [Self.hello, Self.later])
        try await store.receive([
            IncomingMessage(
                conversationID: ConversationID("c"), participants: ["Cy"], message: Build.text("c1", "now", at: 7))
        ])
        let after = try await store.summaries(matching: SearchQuery(""), offset: 0, limit: 10)
        #expect(after.map(\.id.rawValue) == ["a", "c", "b"])
    }

    /// Two times a rounding apart are one instant once stored, their ids
    /// breaking the tie: the newest message a list shows is the conversation's
    /// last, on every store, a batch's newest too. The later time has the
    /// smaller id, so the order by time and the order by id disagree.
    @Test(arguments: StoreKind.available)
    func timesARoundingApartKeepTheNewestMessageTheLast(kind: StoreKind) async throws {
        let first = Date(timeIntervalSinceReferenceDate: 800_000_000.123)
        let next = Date(timeIntervalSinceReferenceDate: first.timeIntervalSinceReferenceDate.nextUp)
        #expect(first < next && MessageColumns.seconds(first) == MessageColumns.seconds(next))
        let messages = [("m2", first), ("m1", next)].map { id, sentAt in
            Message(id: MessageID(id), author: .contact("Ann"), sentAt: sentAt, content: .text(id), isRead: true)
        }
        let scratch = try ScratchFolder()
        let store = try await kind.make([Build.conversation("c", ["Ann"], messages)], in: scratch)
        let last = try await store.conversation(ConversationID("c"))?.messages.last?.id
        let newest = try await store.summaries(matching: SearchQuery(""), offset: 0, limit: 1).first?.latestMessage?.id
        #expect(newest != nil && newest == last)
    }

    /// A conversation is made at `distantPast` until its first message is in:
    /// step 2 moves a value 4.0.0 wrote there to the one this build writes,
    /// as the same sum in doubles, so the two sort as one.
    @Test func noActivityIsTheSameInstantInEitherBase() {
        #expect(Date.distantPast.timeIntervalSinceReferenceDate + 978_307_200 == MessageColumns.noActivity)
        #expect(MessageColumns.date(seconds: MessageColumns.noActivity) == .distantPast)
    }
}
