import Application
import Domain
import Foundation

/// The row-level writes behind the store's operations. Each runs inside the
/// transaction of the operation that calls it, never on its own.
extension PostgreSQLConversationStore {
    /// Makes this write wait for any other process's Inbox write to commit,
    /// as SQLite's one writer at a time does, and, with `notifying`, tells the
    /// other connections once it commits.
    static func takeTurn(in database: PostgreSQLDatabase, notifying: Bool) throws {
        let notice = notifying ? ", pg_notify($2, '')" : ""
        try database.rows(
            "SELECT pg_advisory_xact_lock($1::bigint)\(notice)",
            [String(writeLock)] + (notifying ? [channel] : []))
    }

    /// "StRaIn": the Inbox's own lock, apart from the one that guards schema changes.
    static let writeLock: Int64 = 0x5374_5261_496E

    static func key(of id: ConversationID, in database: PostgreSQLDatabase) throws -> String? {
        try database.value("SELECT key FROM conversations WHERE id = $1", [id.rawValue])
    }

    /// Adds a message and keeps its conversation's newest message and unread
    /// count current; false when a message with that id is already stored.
    static func insert(_ message: Message, into conversation: String, in database: PostgreSQLDatabase) throws -> Bool {
        let inserted = try database.value(
            """
            INSERT INTO messages (id, author_kind, author_name, sent_at, content_kind, body, is_read, conversation)
            VALUES ($1, $2::integer, $3, $4::double precision, $5::integer, $6, $7::boolean, $8::bigint)
            ON CONFLICT (id) DO NOTHING RETURNING key
            """,
            PostgreSQLMessageColumns.values(for: message) + [conversation])
        guard let key = inserted else { return false }
        if case .text(let text) = message.content {
            try database.rows(
                "INSERT INTO search (key, conversation, words) VALUES ($1::bigint, $2::bigint, array_to_tsvector($3::text[]))",
                [key, conversation, PostgreSQLMessageColumns.lexemes(MessageColumns.searchWords([text]))])
        }
        // The same order as Message.chronologically: time, then id; and the unread
        // count in the same statement, so a message costs no extra round trip.
        // Every SET reads the row as it was, so all three see the same answer.
        let newer = """
            (latest_message IS NULL OR last_activity < $1::double precision
                OR (last_activity = $1::double precision AND latest_message_id < $2::text))
            """
        try database.rows(
            """
            UPDATE conversations SET
                unread_count = unread_count + $5::integer,
                last_activity = CASE WHEN \(newer) THEN $1::double precision ELSE last_activity END,
                latest_message_id = CASE WHEN \(newer) THEN $2::text ELSE latest_message_id END,
                latest_message = CASE WHEN \(newer) THEN $3::bigint ELSE latest_message END
            WHERE key = $4::bigint
            """,
            [
                String(MessageColumns.seconds(message.sentAt)), message.id.rawValue, key, conversation,
                message.needsAttention ? "1" : "0",
            ])
        return true
    }

    /// A `LocalMessageID`, numbered past every stored message. Runs under the
    /// write lock, so no other process can take the same id.
    static func freshMessageID(in database: PostgreSQLDatabase) throws -> MessageID {
        var number = Int(try database.value("SELECT coalesce(max(key), 0) + 1 FROM messages") ?? "") ?? 1
        while true {
            let id = LocalMessageID.make(number)
            if try database.value("SELECT 1 FROM messages WHERE id = $1", [id.rawValue]) == nil { return id }
            number += 1
        }
    }
}
