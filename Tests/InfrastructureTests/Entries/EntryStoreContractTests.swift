import Domain
import EntryStoreContract
import Infrastructure
import Testing

/// A feature's draft as the core sees one: a text label, a date that may be
/// left empty, a number, and a rule across fields. It holds the core's
/// stores to their contract here, where no feature of the template may be
/// edited for it.
struct NoteDraft: EntryDraft {
    static let title = FieldKey(\Self.title, "title", .text(maximumLength: 200))
    static let due = FieldKey(\Self.due, "due", .date)
    static let priority = FieldKey(\Self.priority, "priority", .int(1...5))
    static let fields = DraftFields(title, due, priority)

    let title: String
    let due: CalendarDay?
    let priority: Int64

    init(_ values: FieldValues) throws(FieldError) {
        title = try values.get(Self.title)
        due = try values.get(Self.due)
        priority = try values.get(Self.priority)
        // A note due on a day is one of the more pressing.
        if due != nil, priority < 2 { throw FieldError(Self.priority.field.name, .outOfRange("\(priority)", 2...5)) }
    }
}

/// The notes' table on both engines, as a feature declares its own: one step
/// each, since the table is new.
extension EntryTable<NoteDraft> {
    static let notes = EntryTable(
        name: "notes", anEntry: "a note",
        schema: StoreSchema(
            sqlite: SQLiteSchema(
                name: "Notes",
                steps: [
                    // 1: newest first, page by page, on an index; edits carry a version; a count kept by
                    // triggers lets a page say "of 100000" without reading 100,000 rows.
                    #"""
                    CREATE TABLE "notes" (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        "title" TEXT NOT NULL CHECK (typeof("title") = 'text' AND length("title") BETWEEN 1 AND 200 AND instr("title", char(0)) = 0 AND "title" = trim("title", ' ' || char(9, 10, 11, 12, 13))),
                        "due" TEXT CHECK ("due" IS NULL OR ("due" IS date("due") AND "due" >= '0001-01-01')),
                        "priority" INTEGER NOT NULL CHECK (typeof("priority") = 'integer' AND "priority" BETWEEN 1 AND 5),
                        created_at REAL NOT NULL,
                        version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1)
                    );
                    CREATE INDEX "notes_by_recency" ON "notes" (created_at DESC, id DESC);
                    CREATE TABLE "notes_count" (total INTEGER NOT NULL);
                    INSERT INTO "notes_count" VALUES (0);
                    CREATE TRIGGER "notes_added" AFTER INSERT ON "notes"
                        BEGIN UPDATE "notes_count" SET total = total + 1; END;
                    CREATE TRIGGER "notes_deleted" AFTER DELETE ON "notes"
                        BEGIN UPDATE "notes_count" SET total = total - 1; END;
                    """#
                ]),
            postgreSQL: PostgreSQLSchema(
                name: "Notes",
                steps: [
                    // 1: as on SQLite; a truncate empties the count too.
                    #"""
                    CREATE TABLE "notes" (
                        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                        "title" text NOT NULL CHECK (char_length("title") BETWEEN 1 AND 200 AND "title" !~ '^\s|\s$'),
                        "due" date CHECK ("due" BETWEEN '0001-01-01' AND '9999-12-31'),
                        "priority" bigint NOT NULL CHECK ("priority" BETWEEN 1 AND 5),
                        created_at double precision NOT NULL,
                        version bigint NOT NULL DEFAULT 1 CHECK (version >= 1)
                    );
                    CREATE INDEX "notes_by_recency" ON "notes" (created_at DESC, id DESC);
                    CREATE TABLE "notes_count" (total bigint NOT NULL);
                    INSERT INTO "notes_count" VALUES (0);
                    CREATE FUNCTION "notes_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
                    BEGIN
                        UPDATE "notes_count" SET total = CASE TG_OP
                            WHEN 'INSERT' THEN total + 1 WHEN 'DELETE' THEN total - 1 ELSE 0 END;
                        RETURN NULL;
                    END $$;
                    CREATE TRIGGER "notes_counted" AFTER INSERT OR DELETE ON "notes"
                        FOR EACH ROW EXECUTE FUNCTION "notes_counted"();
                    CREATE TRIGGER "notes_emptied" AFTER TRUNCATE ON "notes"
                        FOR EACH STATEMENT EXECUTE FUNCTION "notes_counted"();
                    """#
                ])))
}

/// The core's three stores hold to the contract every feature's do. Some
/// of the contract's values break the notes' rule, so each is made to agree
/// as a feature with a rule does: a note of priority 1 is left without a day.
@Suite struct EntryStoreContractTests {
    @Test(arguments: EntryStoreKind.available) func theCoresStoresKeepTheContract(kind: EntryStoreKind) async throws {
        let contract = EntryStoreContract(table: .notes) { values in
            var values = values.values
            if values[NoteDraft.priority.field.name] == .int(1) { values[NoteDraft.due.field.name] = nil }
            return try NoteDraft(FieldValues(Array(NoteDraft.fields), values))
        }
        try await contract.check(kind)
    }
}
