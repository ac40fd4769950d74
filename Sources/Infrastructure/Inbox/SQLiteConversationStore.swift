public import Application
import CSQLite
public import Domain
public import Foundation

/// A store in a SQLite file: what the App uses unless told otherwise.
///
/// Each change is one transaction, so a crash keeps it whole or not at all.
/// Lists read only the rows they show, through an index kept in step with
/// every write, and search asks a full-text index instead of scanning.
/// Several processes may share one file: SQLite's write-ahead log lets them
/// read while one writes, and `noticeExternalChanges()` tells this one when
/// another process wrote.
///
/// An actor, because it remembers which of the file's changes it has seen.
/// The connection belongs to `SQLiteStoreDatabase`, which every feature's store
/// shares: each method hands it one closure, which runs whole there, so a
/// transaction is never interleaved with another call, and a cancelled caller
/// never leaves one half done.
public actor SQLiteConversationStore: ConversationStore {
    public nonisolated let path: String
    private let file: SQLiteStoreDatabase
    /// How many of other processes' commits this store has noticed.
    private var noticedCommits: Int64 = 0

    /// The Inbox's tables, for the App to open its database with.
    package static let schema = SQLiteInboxSchema.schema

    /// The Inbox's store in the App's database, which the App opened with
    /// every feature's schema, `schema` among them.
    package init(file: SQLiteStoreDatabase) {
        path = file.path
        self.file = file
    }

    /// Opens a database of its own at `path` for the Inbox alone, creating it
    /// when there is no file: for tests and tools, which need no other feature.
    ///
    /// An existing file is checked before anything is written to it: a file
    /// that is not this App's database, or one from a newer build, is refused
    /// and left exactly as it was.
    public init(path: String, access: SQLiteStoreAccess = .readWrite, busyTimeout: Duration = .seconds(2))
        throws(SQLiteStoreError)
    {
        self.init(
            file: try SQLiteStoreDatabase(path: path, schemas: [Self.schema], access: access, busyTimeout: busyTimeout))
    }

    public func page(matching query: SearchQuery, offset: Int, limit: Int) async throws -> ConversationPage {
        try await file.reading { database in
            try database.snapshot {
                ConversationPage(
                    summaries: try Self.summaries(matching: query, offset: offset, limit: limit, in: database),
                    offset: max(0, offset), total: try Self.count(matching: query, in: database))
            }
        }
    }

    public func conversation(_ id: ConversationID) async throws -> Conversation? {
        try await file.reading { database in
            let found = try database.query(
                "SELECT key, participants FROM conversations WHERE id = ?", [.text(id.rawValue)]
            ) { row in (row.integer(at: 0), try MessageColumns.decode(row.text(at: 1) ?? "[]")) }
            guard let (key, participants) = found.first else { return nil }
            let messages = try database.query(
                "SELECT \(SQLiteMessageColumns.list("m")) FROM messages AS m WHERE m.conversation = ? ORDER BY m.sent_at, m.id",
                [.integer(key)]
            ) { row in try SQLiteMessageColumns.message(from: row, at: 0) }
            return Conversation(id: id, participants: participants, messages: messages)
        }
    }

    @discardableResult
    public func send(_ text: OutgoingText, to id: ConversationID, at date: Date) async throws -> Message {
        try await file.writing { database in
            guard let key = try Self.key(of: id, in: database) else { throw ConversationStoreError.notFound(id) }
            let message = Message(
                id: try Self.freshMessageID(in: database), author: .me, sentAt: date, content: .text(text.text),
                isRead: true)
            _ = try Self.insert(message, into: key, in: database)
            return message
        }
    }

    public func delete(_ id: ConversationID) async throws {
        try await file.writing { database in
            guard let key = try Self.key(of: id, in: database) else { throw ConversationStoreError.notFound(id) }
            try database.run(
                "DELETE FROM search WHERE rowid IN (SELECT key FROM messages WHERE conversation = ?)",
                [.integer(key)])
            try database.run("DELETE FROM search WHERE rowid = ?", [.integer(-key)])
            try database.run("DELETE FROM messages WHERE conversation = ?", [.integer(key)])
            try database.run("DELETE FROM conversations WHERE key = ?", [.integer(key)])
            try database.run("UPDATE counts SET conversations = conversations - 1")
        }
    }

    public func markRead(_ id: ConversationID) async throws {
        try await file.writing { database in
            guard let key = try Self.key(of: id, in: database) else { throw ConversationStoreError.notFound(id) }
            try database.run(
                "UPDATE messages SET is_read = 1 WHERE conversation = ? AND is_read = 0", [.integer(key)])
            try database.run("UPDATE conversations SET unread_count = 0 WHERE key = ?", [.integer(key)])
        }
    }

    @discardableResult
    public func receive(_ incoming: [IncomingMessage]) async throws -> Int {
        try await file.writing { database in
            var added = 0
            for item in incoming {
                let known = try database.value(
                    "SELECT 1 FROM messages WHERE id = ?", [.text(item.message.id.rawValue)])
                guard known == .null else { continue }
                let key =
                    try Self.key(of: item.conversationID, in: database)
                    ?? Self.insertConversation(item.conversationID, item.participants, in: database)
                if try Self.insert(item.message, into: key, in: database) { added += 1 }
            }
            return added
        }
    }

    /// One statement, which reads no table (`SQLiteStoreDatabase.externalCommits()`).
    public func noticeExternalChanges() async throws -> Bool {
        let commits = try await file.externalCommits()
        defer { noticedCommits = commits }
        return commits != noticedCommits
    }

    /// SQLite's own check of every page and index: "ok", or what is wrong.
    public func integrityCheck() async throws -> String {
        try await file.reading { database in
            try database.rows("PRAGMA integrity_check").compactMap { $0.first?.text }.joined(separator: "; ")
        }
    }

    // MARK: - Reading

    private static func summaries(matching query: SearchQuery, offset: Int, limit: Int, in database: SQLiteDatabase)
        throws -> [ConversationSummary]
    {
        let (filter, terms) = filter(for: query)
        // Only the start of the newest message's text, read apart: a list never shows more.
        let starts = SQLiteValueStarts(
            of: "body", in: "messages", bytes: 4 * ConversationSummary.textLimit, on: database)
        let sql = """
            SELECT c.id, c.participants, c.unread_count, c.latest_message, \(SQLiteMessageColumns.list("m", leavingText: true))
            FROM conversations AS c LEFT JOIN messages AS m ON m.key = c.latest_message
            \(filter)
            ORDER BY c.last_activity DESC, c.id LIMIT ? OFFSET ?
            """
        return try database.query(sql, terms + [.integer(Int64(max(0, limit))), .integer(Int64(max(0, offset)))]) {
            row in
            let latest = row.integer(at: 3)
            return ConversationSummary(
                id: ConversationID(row.text(at: 0) ?? ""),
                participants: try MessageColumns.decode(row.text(at: 1) ?? "[]"),
                latestMessage: row.text(at: 3) == nil
                    ? nil : try SQLiteMessageColumns.message(from: row, at: 4, textStarts: starts, key: latest),
                unreadCount: Int(row.integer(at: 2)))
        }
    }

    private static func count(matching query: SearchQuery, in database: SQLiteDatabase) throws -> Int {
        // The total is kept in its own row, so counting never walks the table.
        guard !query.isEmpty else {
            return Int(try database.value("SELECT conversations FROM counts").integer ?? 0)
        }
        let (filter, terms) = filter(for: query)
        return Int(try database.value("SELECT count(*) FROM conversations AS c \(filter)", terms).integer ?? 0)
    }

    /// A WHERE clause keeping the conversations that match every term, with its
    /// parameters. Each term is a prefix query on the index; the terms intersect
    /// at the conversation, since different terms may match different messages.
    private static func filter(for query: SearchQuery) -> (String, [SQLiteValue]) {
        guard !query.isEmpty else { return ("", []) }
        let matches = query.terms.map { _ in "SELECT conversation FROM search WHERE search MATCH ?" }
        let phrases = query.terms.map {
            SQLiteValue.text("\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"*")
        }
        return ("WHERE c.key IN (\(matches.joined(separator: " INTERSECT ")))", phrases)
    }

}

extension SQLiteConversationStore {
    /// The connection, for tests that must reach below the port, such as to
    /// shrink the file's page limit.
    func withDatabase<Result: Sendable>(_ body: @Sendable (SQLiteDatabase) throws -> Result) async throws -> Result {
        try await file.reading(body)
    }
}
