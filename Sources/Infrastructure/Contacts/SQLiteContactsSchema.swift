import Infrastructure

/// The Contacts feature's tables in the App's database file, as steps from
/// one version to the next; `schema_versions` records its version under
/// "Contacts" (see `SQLiteSchema`). A step is never edited once released: a
/// change is a new step at the end.
enum SQLiteContactsSchema {
    static let schema = SQLiteSchema(
        name: "Contacts",
        steps: [
            // 1: the list reads newest first, page by page, so an index keeps that order.
            #"""
            CREATE TABLE "contacts" (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                title TEXT NOT NULL,
                created_at REAL NOT NULL
            );
            CREATE INDEX "contacts_by_recency" ON "contacts" (created_at DESC, id DESC);
            """#
        ])
}
