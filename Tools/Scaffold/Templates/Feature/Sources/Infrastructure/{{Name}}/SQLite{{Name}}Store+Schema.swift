{{modules}}package import Infrastructure

/// The tables `SQLite{{Name}}Store` keeps {{words}} in, a file of their
/// own since each `make field` adds a step here and the store's code stays as it is.
extension SQLite{{Name}}Store {
    /// This feature's tables, for the App to open its database with;
    /// `schema_versions` records its version under "{{Name}}". A step is
    /// never edited once released: a change is a new step at the end. Each
    /// field's `CHECK` holds what its kind promises, so another program
    /// writing a row no rule allows is refused; one that turns the checks off
    /// gets its row reported on reading, never shown.
    package static let schema = SQLiteSchema(
        name: "{{Name}}",
        steps: [
            // 1: the list reads newest first, page by page, so an index keeps that order.
            #"""
            CREATE TABLE "{{table}}" (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                {{sqliteColumn}}
                created_at REAL NOT NULL
            );
            CREATE INDEX "{{table}}_by_recency" ON "{{table}}" (created_at DESC, id DESC);
            """#,
            // 2: edits carry the version they started from, and a count kept by
            // triggers lets a page say "of 100000" without reading 100,000 rows. A
            // step of its own, so a table made before the step existed keeps its rows.
            #"""
            ALTER TABLE "{{table}}" ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);
            CREATE TABLE "{{table}}_count" (total INTEGER NOT NULL);
            INSERT INTO "{{table}}_count" SELECT count(*) FROM "{{table}}";
            CREATE TRIGGER "{{table}}_added" AFTER INSERT ON "{{table}}"
                BEGIN UPDATE "{{table}}_count" SET total = total + 1; END;
            CREATE TRIGGER "{{table}}_deleted" AFTER DELETE ON "{{table}}"
                BEGIN UPDATE "{{table}}_count" SET total = total - 1; END;
            """#,
            {{#added}}
            // {{step}}: `{{field}}`, added by make field; {{addedRows}}.
            #"""
            ALTER TABLE "{{table}}" ADD COLUMN {{sqliteAdded}};
            """#,
            {{/added}}
        ])
}
