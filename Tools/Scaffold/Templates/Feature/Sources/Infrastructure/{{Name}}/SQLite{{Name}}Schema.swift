{{modules}}import Infrastructure
/// The {{Name}} feature's tables in the App's database file, as steps from
/// one version to the next; `schema_versions` records its version under
/// "{{Name}}" (see `SQLiteSchema`). A step is never edited once released: a
/// change is a new step at the end.
enum SQLite{{Name}}Schema {
    static let schema = SQLiteSchema(
        name: "{{Name}}",
        steps: [
            // 1: the list reads newest first, page by page, so an index keeps that order.
            #"""
            CREATE TABLE "{{table}}" (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                title TEXT NOT NULL,
                created_at REAL NOT NULL
            );
            CREATE INDEX "{{table}}_by_recency" ON "{{table}}" (created_at DESC, id DESC);
            """#
        ])
}
