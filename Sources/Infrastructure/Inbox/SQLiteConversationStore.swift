public import Application
import CSQLite
public import Domain
public import Foundation

/// A store in a SQLite file: what `inbox` uses unless told otherwise.
///
/// Each change is one transaction, so a crash keeps it whole or not at all.
/// Lists read only the rows they show, through an index kept in step with
/// every write, and search asks a full-text index instead of scanning.
/// Several processes may share one file: SQLite's write-ahead log lets them
/// read while one writes, and `noticeExternalChanges()` tells this one when
/// another process wrote.
///
/// An actor, because a SQLite connection must never be used by two threads at
/// once: the actor owns the connection, and every call waits its turn. Each
/// method runs to its end without suspending, so a transaction is never
/// interleaved with another call, and a cancelled caller never leaves one half done.
public actor SQLiteConversationStore: ConversationStore {
    public let path: String
    private let file: SQLiteStoreFile
    var database: SQLiteDatabase { file.database }
    private var dataVersion: Int64 = 0

    /// Opens the App's database at `path` for the Inbox, creating it when
    /// there is no file.
    ///
    /// An existing file is checked before anything is written to it: a file
    /// that is not this App's database, or one from a newer build, is refused
    /// and left exactly as it was.
    public init(path: String, access: SQLiteStoreAccess = .readWrite, busyTimeout: Duration = .seconds(2))
        throws(SQLiteStoreError)
    {
        self.path = path
        file = try SQLiteStoreFile(
            path: path, schema: SQLiteInboxSchema.schema, access: access, busyTimeout: busyTimeout)
        do {
            dataVersion = try file.database.value("PRAGMA data_version").integer ?? 0
        } catch {
            throw SQLiteStoreError(translating: error, path: path)
        }
    }

    public func page(matching query: SearchQuery, offset: Int, limit: Int) throws -> ConversationPage {
        try translatingErrors {
            try database.snapshot {
                ConversationPage(
                    summaries: try summaries(matching: query, offset: offset, limit: limit), offset: max(0, offset),
                    total: try count(matching: query))
            }
        }
    }

    public func conversation(_ id: ConversationID) throws -> Conversation? {
        try translatingErrors {
            let found = try database.query(
                "SELECT key, participants FROM conversations WHERE id = ?", [.text(id.rawValue)]
            ) { row in (row.integer(at: 0), try SQLiteMessageColumns.decode(row.text(at: 1) ?? "[]")) }
            guard let (key, participants) = found.first else { return nil }
            let messages = try database.query(
                "SELECT \(SQLiteMessageColumns.list("m")) FROM messages AS m WHERE m.conversation = ? ORDER BY m.sent_at, m.id",
                [.integer(key)]
            ) { row in try SQLiteMessageColumns.message(from: row, at: 0) }
            return Conversation(id: id, participants: participants, messages: messages)
        }
    }

    @discardableResult
    public func send(_ text: OutgoingText, to id: ConversationID, at date: Date) throws -> Message {
        try writing {
            guard let key = try key(of: id) else { throw ConversationStoreError.notFound(id) }
            let message = Message(
                id: try freshMessageID(), author: .me, sentAt: date, content: .text(text.text), isRead: true)
            _ = try insert(message, into: key)
            return message
        }
    }

    public func delete(_ id: ConversationID) throws {
        try writing {
            guard let key = try key(of: id) else { throw ConversationStoreError.notFound(id) }
            try database.run(
                "DELETE FROM search WHERE rowid IN (SELECT key FROM messages WHERE conversation = ?)",
                [.integer(key)])
            try database.run("DELETE FROM search WHERE rowid = ?", [.integer(-key)])
            try database.run("DELETE FROM messages WHERE conversation = ?", [.integer(key)])
            try database.run("DELETE FROM conversations WHERE key = ?", [.integer(key)])
            try database.run("UPDATE counts SET conversations = conversations - 1")
        }
    }

    public func markRead(_ id: ConversationID) throws {
        try writing {
            guard let key = try key(of: id) else { throw ConversationStoreError.notFound(id) }
            try database.run(
                "UPDATE messages SET is_read = 1 WHERE conversation = ? AND is_read = 0", [.integer(key)])
            try database.run("UPDATE conversations SET unread_count = 0 WHERE key = ?", [.integer(key)])
        }
    }

    @discardableResult
    public func receive(_ incoming: [IncomingMessage]) throws -> Int {
        try writing {
            var added = 0
            for item in incoming {
                let known = try database.value(
                    "SELECT 1 FROM messages WHERE id = ?", [.text(item.message.id.rawValue)])
                guard known == .null else { continue }
                let key =
                    try key(of: item.conversationID) ?? insertConversation(item.conversationID, item.participants)
                if try insert(item.message, into: key) { added += 1 }
            }
            return added
        }
    }

    /// SQLite bumps `data_version` when another connection commits, and only
    /// then: one statement, which reads no table.
    public func noticeExternalChanges() throws -> Bool {
        let current = try translatingErrors { try database.value("PRAGMA data_version").integer ?? 0 }
        defer { dataVersion = current }
        return current != dataVersion
    }

    /// SQLite's own check of every page and index: "ok", or what is wrong.
    public func integrityCheck() throws -> String {
        try translatingErrors {
            try database.rows("PRAGMA integrity_check").compactMap { $0.first?.text }.joined(separator: "; ")
        }
    }

    // MARK: - Reading

    private func summaries(matching query: SearchQuery, offset: Int, limit: Int) throws -> [ConversationSummary] {
        let (filter, terms) = Self.filter(for: query)
        let sql = """
            SELECT c.id, c.participants, c.unread_count, c.latest_message IS NOT NULL, \(SQLiteMessageColumns.list("m"))
            FROM conversations AS c LEFT JOIN messages AS m ON m.key = c.latest_message
            \(filter)
            ORDER BY c.last_activity DESC, c.id LIMIT ? OFFSET ?
            """
        return try database.query(sql, terms + [.integer(Int64(max(0, limit))), .integer(Int64(max(0, offset)))]) {
            row in
            ConversationSummary(
                id: ConversationID(row.text(at: 0) ?? ""),
                participants: try SQLiteMessageColumns.decode(row.text(at: 1) ?? "[]"),
                latestMessage: row.integer(at: 3) != 0 ? try SQLiteMessageColumns.message(from: row, at: 4) : nil,
                unreadCount: Int(row.integer(at: 2)))
        }
    }

    private func count(matching query: SearchQuery) throws -> Int {
        // The total is kept in its own row, so counting never walks the table.
        guard !query.isEmpty else {
            return Int(try database.value("SELECT conversations FROM counts").integer ?? 0)
        }
        let (filter, terms) = Self.filter(for: query)
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

    /// Where a conversation with no messages sorts: last, as `ConversationSummary.lastActivity` says.
    static let noActivity = Date.distantPast.timeIntervalSinceReferenceDate

    // MARK: - Errors

    private func translatingErrors<Result>(_ body: () throws -> Result) throws -> Result {
        try file.reading { _ in try body() }
    }

    /// Every change goes through here: one transaction, refused once the file was found damaged or replaced.
    private func writing<Result>(_ body: () throws -> Result) throws -> Result {
        try file.writing { _ in try body() }
    }

}

extension SQLiteConversationStore {
    /// The connection, for tests that must reach below the port, such as to
    /// shrink the file's page limit; only this actor ever holds it.
    func withDatabase<Result: Sendable>(_ body: (SQLiteDatabase) throws -> Result) rethrows -> Result {
        try body(database)
    }
}
