/// The Inbox's tables, as steps from one version to the next (see `SQLiteSchema`).
enum SQLiteInboxSchema {
    static let schema = SQLiteSchema(name: "Inbox", steps: steps, adoptedVersion: adoptedVersion)

    static let steps: [String] = [
        // 1: conversations keep their newest message and unread count up to date
        // on every write, so a list page is an index walk however long the histories.
        """
        PRAGMA application_id = \(SQLiteFileLayout.applicationID);
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
        """,
        // 2: every instant counts seconds since 1970, as an entry's time and a
        // `time` field do, where stores before 5.0.0 counted from 2001: one time
        // base for every stored instant. Adding the same double the store adds
        // gives each row the value this build writes for its instant.
        """
        UPDATE messages SET sent_at = sent_at + 978307200;
        UPDATE conversations SET last_activity = last_activity + 978307200;
        """,
    ]

    /// Files made before per-feature versions held only the Inbox, with its
    /// version in `user_version`; the layout upgrade keeps that number under
    /// `SQLiteFileLayout.legacyVersionKey`, and the Inbox's tables say the
    /// number was the Inbox's.
    @Sendable static func adoptedVersion(in database: SQLiteDatabase) throws -> Int {
        let tables = try database.value("SELECT count(*) FROM sqlite_master WHERE name = 'conversations'")
        guard tables.integer == 1 else { return 0 }
        let legacy = try database.value(
            "SELECT version FROM schema_versions WHERE name = ?", [.text(SQLiteFileLayout.legacyVersionKey)])
        return Int(legacy.integer ?? 1)
    }
}
