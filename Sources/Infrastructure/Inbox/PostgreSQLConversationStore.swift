public import Application
public import Domain
public import Foundation

/// Keeps the Inbox in the App's PostgreSQL database, beside every other
/// feature's tables, with the same promises as `SQLiteConversationStore`: the
/// same contract suite holds both.
///
/// Each change is one transaction, and writes take turns under a lock, so two
/// processes sending at once never pick the same message id. Each one also
/// notifies the other connections on commit, which is how a second App
/// on the same database learns that it should load again
/// (`noticeExternalChanges()`). Search asks a GIN index of the same folded
/// words that SQLite's index holds, as prefix queries.
public actor PostgreSQLConversationStore: ConversationStore {
    private let database: PostgreSQLStoreDatabase

    /// The Inbox's tables, for the App to open its database with.
    package static let schema = PostgreSQLInboxSchema.schema

    /// The Inbox's store in the App's database, which the App opened with every feature's schema.
    package init(database: PostgreSQLStoreDatabase) {
        self.database = database
    }

    /// Opens a connection of its own to the database at `url` for the Inbox
    /// alone: for tests and tools. A database that is another program's, or
    /// newer, is refused and left as it was.
    public init(url: String) throws(PostgreSQLStoreError) {
        self.init(database: try PostgreSQLStoreDatabase(url: url, schemas: [Self.schema]))
    }

    public func page(matching query: SearchQuery, offset: Int, limit: Int) async throws -> ConversationPage {
        let url = database.url
        return try await database.reading { database in
            ConversationPage(
                summaries: try Self.summaries(matching: query, offset: offset, limit: limit, in: database, url: url),
                offset: max(0, offset), total: try Self.count(matching: query, in: database))
        }
    }

    public func conversation(_ id: ConversationID) async throws -> Conversation? {
        let url = database.url
        return try await database.reading { database in
            guard
                let found = try database.rows(
                    "SELECT key, participants FROM conversations WHERE id = $1", [id.rawValue]
                ).first
            else { return nil }
            let messages = try database.rows(
                "SELECT \(PostgreSQLMessageColumns.list("m")) FROM messages AS m WHERE m.conversation = $1::bigint "
                    + "ORDER BY m.sent_at, m.id",
                [found[0]]
            ).map { row in try PostgreSQLMessageColumns.message(from: row, at: 0, url: url) }
            return Conversation(id: id, participants: try MessageColumns.decode(found[1] ?? "[]"), messages: messages)
        }
    }

    @discardableResult
    public func send(_ text: OutgoingText, to id: ConversationID, at date: Date) async throws -> Message {
        try await database.writing { database in
            try Self.takeTurn(in: database, notifying: true)
            guard let key = try Self.key(of: id, in: database) else { throw ConversationStoreError.notFound(id) }
            let message = Message(
                id: try Self.freshMessageID(in: database), author: .me, sentAt: date, content: .text(text.text),
                isRead: true)
            _ = try Self.insert(message, into: key, in: database)
            return message
        }
    }

    public func delete(_ id: ConversationID) async throws {
        try await database.writing { database in
            try Self.takeTurn(in: database, notifying: true)
            guard let key = try Self.key(of: id, in: database) else { throw ConversationStoreError.notFound(id) }
            // Both the messages' words and the participants' sit under the conversation.
            try database.rows("DELETE FROM search WHERE conversation = $1::bigint", [key])
            try database.rows("DELETE FROM messages WHERE conversation = $1::bigint", [key])
            try database.rows("DELETE FROM conversations WHERE key = $1::bigint", [key])
            try database.rows("UPDATE counts SET conversations = conversations - 1")
        }
    }

    public func markRead(_ id: ConversationID) async throws {
        try await database.writing { database in
            try Self.takeTurn(in: database, notifying: true)
            guard let key = try Self.key(of: id, in: database) else { throw ConversationStoreError.notFound(id) }
            try database.rows(
                "UPDATE messages SET is_read = true WHERE conversation = $1::bigint AND NOT is_read", [key])
            try database.rows("UPDATE conversations SET unread_count = 0 WHERE key = $1::bigint", [key])
        }
    }

    @discardableResult
    public func receive(_ incoming: [IncomingMessage]) async throws -> Int {
        try await database.writing { database in
            try Self.takeTurn(in: database, notifying: false)
            let added = try Self.receiveAll(incoming, in: database)
            // A sync that found nothing new changes nothing another process shows.
            if added > 0 { try database.rows("SELECT pg_notify($1, '')", [Self.channel]) }
            return added
        }
    }

    /// Reads the notices other connections sent on commit: one empty
    /// statement, which reads no table.
    public func noticeExternalChanges() async throws -> Bool {
        try await database.wasNotified(on: Self.channel)
    }

    // MARK: - Reading

    private static func summaries(
        matching query: SearchQuery, offset: Int, limit: Int, in database: PostgreSQLDatabase, url: String
    ) throws -> [ConversationSummary] {
        let (filter, terms) = filter(for: query)
        // Only the start of the newest message's text: a list never shows more.
        let message = PostgreSQLMessageColumns.list("m", textLimit: ConversationSummary.textLimit)
        let sql = """
            SELECT c.id, c.participants, c.unread_count, c.latest_message IS NOT NULL, \(message)
            FROM conversations AS c LEFT JOIN messages AS m ON m.key = c.latest_message
            \(filter)
            ORDER BY c.last_activity DESC, c.id LIMIT $\(terms.count + 1)::bigint OFFSET $\(terms.count + 2)::bigint
            """
        return try database.rows(sql, terms + [String(max(0, limit)), String(max(0, offset))]).map { row in
            ConversationSummary(
                id: ConversationID(row[0] ?? ""),
                participants: try MessageColumns.decode(row[1] ?? "[]"),
                latestMessage: row[3] == "t" ? try PostgreSQLMessageColumns.message(from: row, at: 4, url: url) : nil,
                unreadCount: Int(row[2] ?? "") ?? 0)
        }
    }

    private static func count(matching query: SearchQuery, in database: PostgreSQLDatabase) throws -> Int {
        // The total is kept in its own row, so counting never walks the table.
        guard !query.isEmpty else { return Int(try database.value("SELECT conversations FROM counts") ?? "") ?? 0 }
        let (matches, terms) = matching(query)
        return Int(try database.value("SELECT count(*) FROM (\(matches)) AS matched", terms) ?? "") ?? 0
    }

    /// A join keeping the conversations that match every term, with its
    /// parameters; empty for an empty query.
    private static func filter(for query: SearchQuery) -> (String, [String?]) {
        guard !query.isEmpty else { return ("", []) }
        let (matches, terms) = matching(query)
        return ("JOIN (\(matches)) AS matched ON matched.conversation = c.key", terms)
    }

    /// The keys of the conversations that match every term, each once. Each
    /// term is a prefix query on the index, and the terms intersect at the
    /// conversation, since different terms may match different messages. The
    /// index leads, so a rare word reads only its own rows, never the list.
    private static func matching(_ query: SearchQuery) -> (String, [String?]) {
        // INTERSECT keeps each key once; one term alone needs DISTINCT for that.
        let sql =
            query.terms.count == 1
            ? "SELECT DISTINCT conversation FROM search WHERE words @@ $1::tsquery"
            : query.terms.indices.map { "SELECT conversation FROM search WHERE words @@ $\($0 + 1)::tsquery" }
                .joined(separator: " INTERSECT ")
        return (sql, query.terms.map(PostgreSQLMessageColumns.prefixQuery))
    }

    /// The channel every Inbox write notifies on commit, which the App's connection listens on.
    static let channel = schema.channel ?? ""
}
