{{modules}}package import Infrastructure

/// The tables `PostgreSQL{{Name}}Store` keeps {{words}} in, a file of their
/// own since each `make field` adds a step here and the store's code stays as it is.
extension PostgreSQL{{Name}}Store {
    /// This feature's tables, versioned under "{{Name}}", for the App to open
    /// its database with. A step is never edited once released. Each field's
    /// column is of its natural type, with a `CHECK` for what the type alone
    /// does not hold.
    package static let schema = PostgreSQLSchema(
        name: "{{Name}}",
        steps: [
            // 1: the list reads newest first, page by page, so an index keeps that order.
            #"""
            CREATE TABLE "{{table}}" (
                id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                {{postgreSQLColumn}}
                created_at double precision NOT NULL
            );
            CREATE INDEX "{{table}}_by_recency" ON "{{table}}" (created_at DESC, id DESC);
            """#,
            // 2: edits carry the version they started from, and a count kept by a
            // trigger lets a page say "of 100000" without reading 100,000 rows. A
            // step of its own, so a table made before the step existed keeps its rows.
            #"""
            ALTER TABLE "{{table}}" ADD COLUMN version bigint NOT NULL DEFAULT 1 CHECK (version >= 1);
            CREATE TABLE "{{table}}_count" (total bigint NOT NULL);
            INSERT INTO "{{table}}_count" SELECT count(*) FROM "{{table}}";
            CREATE FUNCTION "{{table}}_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                UPDATE "{{table}}_count" SET total = CASE TG_OP
                    WHEN 'INSERT' THEN total + 1 WHEN 'DELETE' THEN total - 1 ELSE 0 END;
                RETURN NULL;
            END $$;
            CREATE TRIGGER "{{table}}_counted" AFTER INSERT OR DELETE ON "{{table}}"
                FOR EACH ROW EXECUTE FUNCTION "{{table}}_counted"();
            CREATE TRIGGER "{{table}}_emptied" AFTER TRUNCATE ON "{{table}}"
                FOR EACH STATEMENT EXECUTE FUNCTION "{{table}}_counted"();
            """#,
            {{#added}}
            // {{step}}: `{{field}}`, added by make field; {{addedRows}}.
            #"""
            ALTER TABLE "{{table}}" ADD COLUMN {{postgreSQLAdded}};
            """#,
            {{/added}}
        ])
}
