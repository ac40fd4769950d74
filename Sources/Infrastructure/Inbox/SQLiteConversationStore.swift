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
/// read while one writes, and `noticeExternalChanges()` tells this one's
/// listeners when another process wrote.
///
/// An actor, because a SQLite connection must never be used by two threads at
/// once: the actor owns the connection, and every call waits its turn. Each
/// method runs to its end without suspending, so a transaction is never
/// interleaved with another call, and a cancelled caller never leaves one half done.
public actor SQLiteConversationStore: ConversationStore {
    /// Whether the store may change the file.
    public enum Access: Sendable {
        case readWrite
        /// Opens an existing file without ever writing to it; every change fails with `.readOnly`.
        case readOnly
    }

    public let path: String
    let database: SQLiteDatabase
    private var listeners = Broadcast<StoreChange>()
    private var dataVersion: Int64 = 0
    /// Set the first time SQLite reports the file damaged: from then on every
    /// change is refused before it reaches SQLite, so a damaged file is never
    /// written again and the session goes on reading what it can.
    private var isDamaged = false
    /// The file this connection opened; a write checks that the path still names it.
    private var identity: FileIdentity?

    /// Opens the inbox database at `path`, creating it when there is no file.
    ///
    /// An existing file is checked before anything is written to it: a file
    /// that is not an inbox database, or one from a newer inbox, is refused
    /// and left exactly as it was.
    public init(path: String, access: Access = .readWrite, busyTimeout: Duration = .seconds(2))
        throws(SQLiteStoreError)
    {
        self.path = path
        do {
            if SQLiteFileCheck.exists(path) {
                if let problem = SQLiteFileCheck.problem(with: path) {
                    throw SQLiteStoreError(path: path, reason: problem)
                }
            } else {
                guard access == .readWrite else {
                    throw SQLiteStoreError(path: path, reason: .cannotCreate("no such file"))
                }
                try SQLiteInboxFile.create(at: path)
            }
            database = try SQLiteDatabase(
                path: path, mode: access == .readOnly ? .readOnly : .readWrite, busyTimeout: busyTimeout)
            try SQLiteInboxFile.prepare(database, path: path)
            dataVersion = try database.value("PRAGMA data_version").integer ?? 0
            identity = SQLiteFileCheck.identity(of: path)
        } catch let error as SQLiteStoreError {
            throw error
        } catch {
            throw SQLiteStoreError(translating: error, path: path)
        }
    }

    public func summaries(matching query: SearchQuery, offset: Int, limit: Int) throws -> [ConversationSummary] {
        try translatingErrors {
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
    }

    public func count(matching query: SearchQuery) throws -> Int {
        try translatingErrors {
            // The total is kept in its own row, so counting never walks the table.
            guard !query.isEmpty else {
                return Int(try database.value("SELECT conversations FROM counts").integer ?? 0)
            }
            let (filter, terms) = Self.filter(for: query)
            return Int(try database.value("SELECT count(*) FROM conversations AS c \(filter)", terms).integer ?? 0)
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
        let message = try writing {
            guard let key = try key(of: id) else { throw StoreError.noSuchConversation(id) }
            let message = Message(
                id: try freshMessageID(), author: .me, sentAt: date, content: .text(text.text), isRead: true)
            _ = try insert(message, into: key)
            return message
        }
        notify(.messageSent(id))
        return message
    }

    public func delete(_ id: ConversationID) throws {
        try writing {
            guard let key = try key(of: id) else { throw StoreError.noSuchConversation(id) }
            try database.run(
                "DELETE FROM search WHERE rowid IN (SELECT key FROM messages WHERE conversation = ?)",
                [.integer(key)])
            try database.run("DELETE FROM search WHERE rowid = ?", [.integer(-key)])
            try database.run("DELETE FROM messages WHERE conversation = ?", [.integer(key)])
            try database.run("DELETE FROM conversations WHERE key = ?", [.integer(key)])
            try database.run("UPDATE counts SET conversations = conversations - 1")
        }
        notify(.conversationDeleted(id))
    }

    public func markRead(_ id: ConversationID) throws {
        try writing {
            guard let key = try key(of: id) else { throw StoreError.noSuchConversation(id) }
            try database.run(
                "UPDATE messages SET is_read = 1 WHERE conversation = ? AND is_read = 0", [.integer(key)])
            try database.run("UPDATE conversations SET unread_count = 0 WHERE key = ?", [.integer(key)])
        }
        notify(.conversationRead(id))
    }

    @discardableResult
    public func receive(_ incoming: [IncomingMessage]) throws -> Int {
        let added = try writing {
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
        if added > 0 { notify(.messagesArrived(count: added)) }
        return added
    }

    public func changes() -> AsyncStream<StoreChange> {
        listeners.listen()
    }

    /// SQLite bumps `data_version` when another connection commits, and only then.
    public func noticeExternalChanges() throws {
        let current = try translatingErrors { try database.value("PRAGMA data_version").integer ?? 0 }
        guard current != dataVersion else { return }
        dataVersion = current
        notify(.messagesArrived(count: 0))
    }

    /// SQLite's own check of every page and index: "ok", or what is wrong.
    public func integrityCheck() throws -> String {
        try translatingErrors {
            try database.rows("PRAGMA integrity_check").compactMap { $0.first?.text }.joined(separator: "; ")
        }
    }

    // MARK: - Reading

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

    // MARK: - Errors and notifications

    private func translatingErrors<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let error as StoreError {
            throw error
        } catch {
            let translated = error as? SQLiteStoreError ?? SQLiteStoreError(translating: error, path: path)
            if translated.reason == .corrupt || translated.reason == .notADatabase { isDamaged = true }
            throw translated
        }
    }

    /// Every change goes through here: one transaction, refused outright once the file was found damaged.
    private func writing<Result>(_ body: () throws -> Result) throws -> Result {
        guard !isDamaged else { throw SQLiteStoreError(path: path, reason: .corrupt) }
        // A change written now would go to a file no one will open again, and be lost.
        guard SQLiteFileCheck.identity(of: path) == identity else {
            throw SQLiteStoreError(path: path, reason: .replaced)
        }
        return try translatingErrors { try database.transaction(body) }
    }

    private func notify(_ change: StoreChange) {
        listeners.send(change)
    }

    deinit {
        listeners.finish()
    }
}

extension SQLiteConversationStore {
    /// The connection, for tests that must reach below the port, such as to
    /// shrink the file's page limit; only this actor ever holds it.
    func withDatabase<Result: Sendable>(_ body: (SQLiteDatabase) throws -> Result) rethrows -> Result {
        try body(database)
    }
}
