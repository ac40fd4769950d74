package import Infrastructure

/// The tables `SQLiteContactsStore` keeps contacts in, a file of their
/// own since each `make field` adds a step here and the store's code stays as it is.
extension SQLiteContactsStore {
    /// This feature's tables, for the App to open its database with;
    /// `schema_versions` records its version under "Contacts". A step is
    /// never edited once released: a change is a new step at the end. Each
    /// field's `CHECK` holds what its kind promises, so another program
    /// writing a row no rule allows is refused; one that turns the checks off
    /// gets its row reported on reading, never shown.
    package static let schema = SQLiteSchema(
        name: "Contacts",
        steps: [
            // 1: the list reads newest first, page by page, so an index keeps that order.
            #"""
            CREATE TABLE "contacts" (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                "name" TEXT NOT NULL CHECK (typeof("name") = 'text' AND length("name") BETWEEN 1 AND 200 AND instr("name", char(0)) = 0 AND "name" = trim("name", ' ' || char(9, 10, 11, 12, 13))),
                "email" TEXT CHECK ("email" IS NULL OR (typeof("email") = 'text' AND length("email") BETWEEN 1 AND 200 AND instr("email", char(0)) = 0 AND "email" = trim("email", ' ' || char(9, 10, 11, 12, 13)))),
                "phone" TEXT CHECK ("phone" IS NULL OR (typeof("phone") = 'text' AND length("phone") BETWEEN 1 AND 200 AND instr("phone", char(0)) = 0 AND "phone" = trim("phone", ' ' || char(9, 10, 11, 12, 13)))),
                "birthday" TEXT CHECK ("birthday" IS NULL OR ("birthday" IS date("birthday") AND "birthday" >= '0001-01-01')),
                created_at REAL NOT NULL
            );
            CREATE INDEX "contacts_by_recency" ON "contacts" (created_at DESC, id DESC);
            """#,
            // 2: edits carry the version they started from, and a count kept by
            // triggers lets a page say "of 100000" without reading 100,000 rows. A
            // step of its own, so a table made before the step existed keeps its rows.
            #"""
            ALTER TABLE "contacts" ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);
            CREATE TABLE "contacts_count" (total INTEGER NOT NULL);
            INSERT INTO "contacts_count" SELECT count(*) FROM "contacts";
            CREATE TRIGGER "contacts_added" AFTER INSERT ON "contacts"
                BEGIN UPDATE "contacts_count" SET total = total + 1; END;
            CREATE TRIGGER "contacts_deleted" AFTER DELETE ON "contacts"
                BEGIN UPDATE "contacts_count" SET total = total - 1; END;
            """#,
        ])
}
