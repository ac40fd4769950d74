/// The two steps every feature's table starts with, on each engine. Released
/// steps, so never edited: the databases that ran them recorded only their
/// number. The first makes the table with the feature's columns, and an
/// index, since the list reads newest first, page by page. The second gives
/// edits the version they started from, and a count kept by triggers lets a
/// page say "of 100000" without reading 100,000 rows.
struct EntryTableSteps {
    /// The table's name, unquoted.
    let table: String

    func sqlite(columns: String) -> [String] {
        [
            """
            CREATE TABLE "\(table)" (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
            \(Self.indented(columns))
                created_at REAL NOT NULL
            );
            CREATE INDEX "\(table)_by_recency" ON "\(table)" (created_at DESC, id DESC);
            """,
            """
            ALTER TABLE "\(table)" ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);
            CREATE TABLE "\(table)_count" (total INTEGER NOT NULL);
            INSERT INTO "\(table)_count" SELECT count(*) FROM "\(table)";
            CREATE TRIGGER "\(table)_added" AFTER INSERT ON "\(table)"
                BEGIN UPDATE "\(table)_count" SET total = total + 1; END;
            CREATE TRIGGER "\(table)_deleted" AFTER DELETE ON "\(table)"
                BEGIN UPDATE "\(table)_count" SET total = total - 1; END;
            """,
        ]
    }

    func postgreSQL(columns: String) -> [String] {
        [
            """
            CREATE TABLE "\(table)" (
                id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            \(Self.indented(columns))
                created_at double precision NOT NULL
            );
            CREATE INDEX "\(table)_by_recency" ON "\(table)" (created_at DESC, id DESC);
            """,
            """
            ALTER TABLE "\(table)" ADD COLUMN version bigint NOT NULL DEFAULT 1 CHECK (version >= 1);
            CREATE TABLE "\(table)_count" (total bigint NOT NULL);
            INSERT INTO "\(table)_count" SELECT count(*) FROM "\(table)";
            CREATE FUNCTION "\(table)_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                UPDATE "\(table)_count" SET total = CASE TG_OP
                    WHEN 'INSERT' THEN total + 1 WHEN 'DELETE' THEN total - 1 ELSE 0 END;
                RETURN NULL;
            END $$;
            CREATE TRIGGER "\(table)_counted" AFTER INSERT OR DELETE ON "\(table)"
                FOR EACH ROW EXECUTE FUNCTION "\(table)_counted"();
            CREATE TRIGGER "\(table)_emptied" AFTER TRUNCATE ON "\(table)"
                FOR EACH STATEMENT EXECUTE FUNCTION "\(table)_counted"();
            """,
        ]
    }

    /// Each row's time in seconds since 1970, as a `time` field counts, where
    /// stores before 5.0.0 counted from 2001: one time base for every instant
    /// of a row. On a table made since, it has no row to change.
    var since1970: String { #"UPDATE "\#(table)" SET created_at = created_at + 978307200;"# }

    /// Each column on a line of its own, as the table's other columns are.
    private static func indented(_ columns: String) -> String {
        columns.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
    }
}
