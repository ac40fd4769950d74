import Application
import Domain
import Foundation

/// The row-level writes behind the store's operations. Each runs inside the
/// transaction of the operation that calls it, never on its own.
extension SQLiteConversationStore {
    static func key(of id: ConversationID, in database: SQLiteDatabase) throws -> Int64? {
        try database.value("SELECT key FROM conversations WHERE id = ?", [.text(id.rawValue)]).integer
    }

    static func insertConversation(_ id: ConversationID, _ participants: [String], in database: SQLiteDatabase)
        throws -> Int64
    {
        try database.run(
            "INSERT INTO conversations (id, participants, last_activity) VALUES (?, ?, ?)",
            [.text(id.rawValue), .text(MessageColumns.encode(participants)), .real(MessageColumns.noActivity)])
        let key = database.lastInsertedRowID
        // Participants' names sit in the index under the conversation's key, negated,
        // so they never collide with a message's key.
        try database.run(
            "INSERT INTO search (rowid, words, conversation) VALUES (?, ?, ?)",
            [.integer(-key), .text(MessageColumns.searchWords(participants).joined(separator: " ")), .integer(key)])
        try database.run("UPDATE counts SET conversations = conversations + 1")
        return key
    }

    /// Adds a message and keeps its conversation's newest message and unread
    /// count current; false when a message with that id is already stored.
    static func insert(_ message: Message, into conversation: Int64, in database: SQLiteDatabase) throws -> Bool {
        let inserted = try database.run(
            """
            INSERT OR IGNORE INTO messages (id, author_kind, author_name, sent_at, content_kind, body, is_read, conversation)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """,
            SQLiteMessageColumns.values(for: message) + [.integer(conversation)])
        guard inserted > 0 else { return false }
        let key = database.lastInsertedRowID
        if case .text(let text) = message.content {
            try database.run(
                "INSERT INTO search (rowid, words, conversation) VALUES (?, ?, ?)",
                [
                    .integer(key), .text(MessageColumns.searchWords([text]).joined(separator: " ")),
                    .integer(conversation),
                ])
        }
        // The same order as Message.chronologically: time, then id.
        try database.run(
            """
            UPDATE conversations SET last_activity = ?1, latest_message_id = ?2, latest_message = ?3
            WHERE key = ?4 AND (latest_message IS NULL OR last_activity < ?1
                OR (last_activity = ?1 AND latest_message_id < ?2))
            """,
            [
                .real(MessageColumns.seconds(message.sentAt)), .text(message.id.rawValue), .integer(key),
                .integer(conversation),
            ])
        if message.needsAttention {
            try database.run(
                "UPDATE conversations SET unread_count = unread_count + 1 WHERE key = ?", [.integer(conversation)])
        }
        return true
    }

    /// A `LocalMessageID`, numbered past every stored message.
    /// Runs inside the write transaction, so no other process can take the same id.
    static func freshMessageID(in database: SQLiteDatabase) throws -> MessageID {
        var number = (try database.value("SELECT coalesce(max(key), 0) + 1 FROM messages").integer ?? 1)
        while true {
            let id = LocalMessageID.make(Int(number))
            if try database.value("SELECT 1 FROM messages WHERE id = ?", [.text(id.rawValue)]) == .null { return id }
            number += 1
        }
    }
}
