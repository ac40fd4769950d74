package import Infrastructure

/// The tables `PostgreSQLContactsStore` keeps contacts in, a file of their
/// own since each `make field` adds a step here and the store's code stays as it is.
extension PostgreSQLContactsStore {
    /// This feature's tables, versioned under "Contacts", for the App to open
    /// its database with. A step is never edited once released. Each field's
    /// column is of its natural type, with a `CHECK` for what the type alone
    /// does not hold.
    package static let schema = PostgreSQLSchema(
        name: "Contacts",
        steps: [
            // 1: the list reads newest first, page by page, so an index keeps that order.
            #"""
            CREATE TABLE "contacts" (
                id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                "name" text NOT NULL CHECK (char_length("name") BETWEEN 1 AND 200 AND "name" !~ '^\s|\s$'),
                "email" text CHECK (char_length("email") BETWEEN 1 AND 200 AND "email" !~ '^\s|\s$'),
                "phone" text CHECK (char_length("phone") BETWEEN 1 AND 200 AND "phone" !~ '^\s|\s$'),
                "birthday" date CHECK ("birthday" BETWEEN '0001-01-01' AND '9999-12-31'),
                created_at double precision NOT NULL
            );
            CREATE INDEX "contacts_by_recency" ON "contacts" (created_at DESC, id DESC);
            """#,
            // 2: edits carry the version they started from, and a count kept by a
            // trigger lets a page say "of 100000" without reading 100,000 rows. A
            // step of its own, so a table made before the step existed keeps its rows.
            #"""
            ALTER TABLE "contacts" ADD COLUMN version bigint NOT NULL DEFAULT 1 CHECK (version >= 1);
            CREATE TABLE "contacts_count" (total bigint NOT NULL);
            INSERT INTO "contacts_count" SELECT count(*) FROM "contacts";
            CREATE FUNCTION "contacts_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                UPDATE "contacts_count" SET total = CASE TG_OP
                    WHEN 'INSERT' THEN total + 1 WHEN 'DELETE' THEN total - 1 ELSE 0 END;
                RETURN NULL;
            END $$;
            CREATE TRIGGER "contacts_counted" AFTER INSERT OR DELETE ON "contacts"
                FOR EACH ROW EXECUTE FUNCTION "contacts_counted"();
            CREATE TRIGGER "contacts_emptied" AFTER TRUNCATE ON "contacts"
                FOR EACH STATEMENT EXECUTE FUNCTION "contacts_counted"();
            """#,
        ])
}
