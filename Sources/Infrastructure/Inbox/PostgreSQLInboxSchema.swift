/// The Inbox's tables on a PostgreSQL server, as steps from one version to
/// the next (see `PostgreSQLSchema`): the same tables and columns as in a
/// SQLite file (`SQLiteInboxSchema`), so both engines answer alike.
enum PostgreSQLInboxSchema {
    static let schema = PostgreSQLSchema(name: "Inbox", steps: steps, channel: "strata_inbox")

    static let steps: [String] = [
        // 1: ids compare byte by byte ("C"), as in SQLite, so ties break the same
        // way on both engines. Search holds each message's folded words, and each
        // conversation's participants under its key negated, as a tsvector made
        // from those words as they are: no parser or dictionary of the server's
        // touches them, so folding is `SearchQuery`'s alone, on every engine.
        // The index takes each write at once rather than in a pending list that
        // every search would scan: a message is one row, and search must stay fast.
        #"""
        CREATE TABLE conversations (
            key bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            id text COLLATE "C" NOT NULL UNIQUE,
            participants text NOT NULL,
            last_activity double precision NOT NULL,
            latest_message_id text COLLATE "C",
            latest_message bigint,
            unread_count integer NOT NULL DEFAULT 0
        );
        CREATE INDEX conversations_by_recency ON conversations (last_activity DESC, id);
        CREATE TABLE messages (
            key bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            id text COLLATE "C" NOT NULL UNIQUE,
            conversation bigint NOT NULL,
            author_kind integer NOT NULL,
            author_name text,
            sent_at double precision NOT NULL,
            content_kind integer NOT NULL,
            body text NOT NULL,
            is_read boolean NOT NULL
        );
        CREATE INDEX messages_by_conversation ON messages (conversation, sent_at, id);
        CREATE TABLE counts (conversations bigint NOT NULL);
        INSERT INTO counts VALUES (0);
        CREATE TABLE search (key bigint PRIMARY KEY, conversation bigint NOT NULL, words tsvector NOT NULL);
        CREATE INDEX search_words ON search USING gin (words) WITH (fastupdate = off);
        CREATE INDEX search_by_conversation ON search (conversation);
        """#,
        // 2: every instant counts seconds since 1970, as on SQLite (its step 2
        // says why). A 4.x build, which knows step 1, then refuses the database.
        """
        UPDATE messages SET sent_at = sent_at + 978307200;
        UPDATE conversations SET last_activity = last_activity + 978307200;
        """,
    ]
}
