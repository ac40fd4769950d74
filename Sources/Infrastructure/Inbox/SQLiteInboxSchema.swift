/// The inbox's tables, as steps from one schema version to the next.
///
/// `PRAGMA user_version` holds the version a file is at; opening a file
/// applies each missing step in order, one transaction per step. A step is
/// never edited once released: a change is a new step at the end.
enum SQLiteInboxSchema {
    /// Marks a file as an inbox database ("StRa"), so another program's
    /// database is refused instead of being mistaken for an old inbox.
    static let applicationID: Int64 = 0x5374_5261

    static var latestVersion: Int { steps.count }

    static let steps: [String] = [
        // 1: conversations keep their newest message and unread count up to date
        // on every write, so a list page is an index walk however long the histories.
        """
        PRAGMA application_id = \(applicationID);
        CREATE TABLE conversations (
            key INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            participants TEXT NOT NULL,
            last_activity REAL NOT NULL,
            latest_message_id TEXT,
            latest_message INTEGER,
            unread_count INTEGER NOT NULL DEFAULT 0
        );
        CREATE INDEX conversations_by_recency ON conversations (last_activity DESC, id);
        CREATE TABLE messages (
            key INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            conversation INTEGER NOT NULL,
            author_kind INTEGER NOT NULL,
            author_name TEXT,
            sent_at REAL NOT NULL,
            content_kind INTEGER NOT NULL,
            body TEXT NOT NULL,
            is_read INTEGER NOT NULL
        );
        CREATE INDEX messages_by_conversation ON messages (conversation, sent_at, id);
        CREATE TABLE counts (conversations INTEGER NOT NULL);
        INSERT INTO counts VALUES (0);
        CREATE VIRTUAL TABLE search USING fts5 (
            words, conversation UNINDEXED,
            tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
        );
        """
    ]

    /// Brings the file up to `latestVersion`. Each step re-reads the version
    /// inside its transaction, so two processes opening a new file at once
    /// apply each step once.
    static func migrate(_ database: SQLiteDatabase) throws {
        // A file already at the latest version needs no write lock at all, so
        // opening it never waits for another process's write.
        guard Int(try database.value("PRAGMA user_version").integer ?? 0) < latestVersion else { return }
        while true {
            let done = try database.transaction {
                let version = Int(try database.value("PRAGMA user_version").integer ?? 0)
                guard version < latestVersion else { return true }
                try database.execute(steps[version])
                try database.execute("PRAGMA user_version = \(version + 1)")
                return false
            }
            if done { return }
        }
    }
}
