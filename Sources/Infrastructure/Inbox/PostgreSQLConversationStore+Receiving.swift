import Application
import Domain
import Foundation

/// `receive` as a handful of statements whatever the batch's size: each step
/// sends every row at once as arrays, so a sync of a thousand messages costs
/// what a sync of one does in round trips, which is what a server far away
/// charges for. It keeps `receive`'s rules: a message whose id is stored, or
/// came earlier in the batch, is skipped, and a conversation is made with the
/// participants of its first message.
extension PostgreSQLConversationStore {
    static func receiveAll(_ incoming: [IncomingMessage], in database: PostgreSQLDatabase) throws -> Int {
        var seen = Set<MessageID>()
        let fresh = incoming.filter { seen.insert($0.message.id).inserted }
        let stored = Set(
            try database.rows(
                "SELECT id FROM messages WHERE id = ANY($1::text[])",
                [PostgreSQLArray.literal(fresh.map(\.message.id.rawValue))]
            ).compactMap { $0[0] })
        let new = fresh.filter { !stored.contains($0.message.id.rawValue) }
        guard !new.isEmpty else { return 0 }
        let keys = try conversationKeys(for: new, in: database)
        let messageKeys = try insertMessages(new, keys: keys, in: database)
        try updateConversations(with: new, keys: keys, messageKeys: messageKeys, in: database)
        return new.count
    }

    /// Every conversation's key, making those not stored yet, with their participants' words.
    private static func conversationKeys(for items: [IncomingMessage], in database: PostgreSQLDatabase) throws
        -> [ConversationID: String]
    {
        var firsts: [ConversationID: [String]] = [:]
        var order: [ConversationID] = []
        for item in items where firsts[item.conversationID] == nil {
            firsts[item.conversationID] = item.participants
            order.append(item.conversationID)
        }
        var keys = try keyed(
            database.rows(
                "SELECT id, key FROM conversations WHERE id = ANY($1::text[])",
                [PostgreSQLArray.literal(order.map(\.rawValue))]))
        let missing = order.filter { keys[$0] == nil }
        guard !missing.isEmpty else { return keys }
        let made = try keyed(
            database.rows(
                """
                INSERT INTO conversations (id, participants, last_activity)
                SELECT id, participants, $3::double precision FROM unnest($1::text[], $2::text[]) AS new (id, participants)
                RETURNING id, key
                """,
                [
                    PostgreSQLArray.literal(missing.map(\.rawValue)),
                    PostgreSQLArray.literal(missing.map { MessageColumns.encode(firsts[$0] ?? []) }),
                    String(MessageColumns.noActivity),
                ]))
        keys.merge(made) { old, _ in old }
        // Participants' names sit in the index under the conversation's key, negated.
        try database.rows(
            """
            INSERT INTO search (key, conversation, words)
            SELECT -key, key, array_to_tsvector(words::text[]) FROM unnest($1::bigint[], $2::text[]) AS new (key, words)
            """,
            [
                PostgreSQLArray.literal(missing.map { made[$0] }),
                PostgreSQLArray.literal(
                    missing.map { PostgreSQLMessageColumns.lexemes(MessageColumns.searchWords(firsts[$0] ?? [])) }),
            ])
        try database.rows("UPDATE counts SET conversations = conversations + $1::bigint", [String(missing.count)])
        return keys
    }

    /// Stores the messages and their words; returns each message's key by id.
    private static func insertMessages(
        _ items: [IncomingMessage], keys: [ConversationID: String], in database: PostgreSQLDatabase
    ) throws -> [String: String] {
        let columns = items.map { PostgreSQLMessageColumns.values(for: $0.message) }
        let parameters = (0..<7).map { index in PostgreSQLArray.literal(columns.map { $0[index] }) }
        let inserted = try database.rows(
            """
            INSERT INTO messages (id, author_kind, author_name, sent_at, content_kind, body, is_read, conversation)
            SELECT * FROM unnest($1::text[], $2::integer[], $3::text[], $4::double precision[], $5::integer[],
                $6::text[], $7::boolean[], $8::bigint[])
            RETURNING id, key
            """,
            parameters + [PostgreSQLArray.literal(items.map { keys[$0.conversationID] })])
        let messageKeys = Dictionary(inserted.compactMap { row in row[0].map { ($0, row[1] ?? "") } }) { old, _ in old }
        let texts = items.compactMap { item -> (String?, String)? in
            guard case .text(let text) = item.message.content else { return nil }
            return (messageKeys[item.message.id.rawValue], text)
        }
        guard !texts.isEmpty else { return messageKeys }
        try database.rows(
            """
            INSERT INTO search (key, conversation, words)
            SELECT m.key, m.conversation, array_to_tsvector(new.words::text[])
            FROM unnest($1::bigint[], $2::text[]) AS new (key, words) JOIN messages AS m ON m.key = new.key
            """,
            [
                PostgreSQLArray.literal(texts.map(\.0)),
                PostgreSQLArray.literal(
                    texts.map { PostgreSQLMessageColumns.lexemes(MessageColumns.searchWords([$0.1])) }),
            ])
        return messageKeys
    }

    /// Each conversation's newest message and unread count, from its newest
    /// and its unread ones in the batch, compared with what it had.
    private static func updateConversations(
        with items: [IncomingMessage], keys: [ConversationID: String], messageKeys: [String: String],
        in database: PostgreSQLDatabase
    ) throws {
        var newest: [ConversationID: Message] = [:]
        var unread: [ConversationID: Int] = [:]
        for item in items {
            let message = item.message
            if newest[item.conversationID].map({ isNewer(message, than: $0) }) ?? true {
                newest[item.conversationID] = message
            }
            if message.needsAttention { unread[item.conversationID, default: 0] += 1 }
        }
        let conversations = Array(newest.keys)
        try database.rows(
            """
            UPDATE conversations AS c SET
                unread_count = c.unread_count + new.unread,
                last_activity = CASE WHEN \(newer) THEN new.sent_at ELSE c.last_activity END,
                latest_message_id = CASE WHEN \(newer) THEN new.id ELSE c.latest_message_id END,
                latest_message = CASE WHEN \(newer) THEN new.message ELSE c.latest_message END
            FROM unnest($1::bigint[], $2::double precision[], $3::text[], $4::bigint[], $5::integer[])
                AS new (key, sent_at, id, message, unread)
            WHERE c.key = new.key
            """,
            [
                PostgreSQLArray.literal(conversations.map { keys[$0] }),
                PostgreSQLArray.literal(
                    conversations.map { newest[$0].map { String(MessageColumns.seconds($0.sentAt)) } }),
                PostgreSQLArray.literal(conversations.map { newest[$0]?.id.rawValue }),
                PostgreSQLArray.literal(conversations.map { newest[$0].flatMap { messageKeys[$0.id.rawValue] } }),
                PostgreSQLArray.literal(conversations.map { String(unread[$0] ?? 0) }),
            ])
    }

    /// The database's order: time as stored, then id byte by byte, as the "C"
    /// collation compares. Two times a rounding apart are stored as one, so
    /// they are compared as stored, as the conversation's messages are read.
    private static func isNewer(_ message: Message, than other: Message) -> Bool {
        let time = MessageColumns.seconds(message.sentAt)
        let otherTime = MessageColumns.seconds(other.sentAt)
        if time != otherTime { return time > otherTime }
        return other.id.rawValue.utf8.lexicographicallyPrecedes(message.id.rawValue.utf8)
    }

    /// Whether the batch's newest message is newer than the conversation's.
    private static let newer = """
        (c.latest_message IS NULL OR c.last_activity < new.sent_at
            OR (c.last_activity = new.sent_at AND c.latest_message_id < new.id))
        """

    private static func keyed(_ rows: [[String?]]) -> [ConversationID: String] {
        Dictionary(rows.compactMap { row in row[0].map { (ConversationID($0), row[1] ?? "") } }) { old, _ in old }
    }
}
