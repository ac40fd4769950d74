{{modules}}public import Application
{{modules}}public import Domain
{{modules}}public import Infrastructure
public import {{Application}}
public import {{Domain}}
public import Foundation

/// Keeps {{words}} in the App's PostgreSQL database, beside every other
/// feature's tables, with the same promises as `SQLite{{Name}}Store`: the
/// same contract suite holds both. The database's checks, one transaction per
/// change and one snapshot per read come from `PostgreSQLStoreDatabase`, the
/// connection every feature's store shares.
public actor PostgreSQL{{Name}}Store: {{Name}}Store {
    private let database: PostgreSQLStoreDatabase
    /// The fields' columns, which every statement here names in field order.
    private static let columns = PostgreSQLFieldColumns({{Item}}Draft.fields)
    private static let select = "SELECT id, version, created_at, \(columns.selected) FROM \"{{table}}\""

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
            // step of its own, so a table a Strata 3 fork made keeps its rows.
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

    /// The store in the App's database, which the App opened with every feature's schema.
    package init(database: PostgreSQLStoreDatabase) {
        self.database = database
    }

    /// Opens a connection of its own to the database at `url` for this
    /// feature alone: for tests and tools. A database that is another
    /// program's, or newer, is refused and left as it was.
    public init(url: String) throws(PostgreSQLStoreError) {
        self.init(database: try PostgreSQLStoreDatabase(url: url, schemas: [Self.schema]))
    }

    public func page(offset: Int, limit: Int) async throws -> {{Name}}Page {
        let url = database.url
        return try await database.reading { database in
            let entries = try database.rows(
                Self.select + " ORDER BY created_at DESC, id DESC LIMIT $1::bigint OFFSET $2::bigint",
                [String(max(0, limit)), String(max(0, offset))]
            ).map { row in try Self.entry(from: row, url: url) }
            let total = Int(try database.value(#"SELECT total FROM "{{table}}_count""#) ?? "") ?? 0
            return {{Name}}Page(entries: entries, offset: max(0, offset), total: total)
        }
    }

    public func count() async throws -> Int {
        Int(try await database.value(#"SELECT total FROM "{{table}}_count""#) ?? "") ?? 0
    }

    public func {{item}}(_ id: Int64) async throws -> {{Item}}? {
        let url = database.url
        return try await database.reading { database in
            try database.rows(Self.select + " WHERE id = $1::bigint", [String(id)])
                .first.map { row in try Self.entry(from: row, url: url) }
        }
    }

    public func labels(of ids: Set<EntryID>) async throws -> [EntryID: String] {
        let url = database.url
        return try await database.reading { database in
            try database.rows(
                Self.select + " WHERE id = ANY($1::bigint[])",
                [PostgreSQLArray.literal(ids.map { String($0.rawValue) })]
            )
            .reduce(into: [:]) { labels, row in
                let entry = try Self.entry(from: row, url: url)
                labels[EntryID(entry.id)] = entry.draft.values.label
            }
        }
    }

    public func entries(startingWith prefix: String, limit: Int) async throws -> [EntryLabel] {
        let url = database.url
        return try await database.reading { database in
            try database.rows(
                Self.select
                    + " WHERE \(Self.columns.labelMatch(1)) ORDER BY \(Self.columns.labelOrder) LIMIT $2::bigint",
                [LabelPrefix.pattern(prefix), String(max(0, limit))]
            ).map { row in
                let entry = try Self.entry(from: row, url: url)
                return EntryLabel(id: EntryID(entry.id), label: entry.draft.values.label)
            }
        }
    }

    @discardableResult
    public func add(_ draft: {{Item}}Draft, at date: Date) async throws -> {{Item}} {
        try await database.writing { database in
            let id = try database.value(
                #"INSERT INTO "{{table}}" (created_at, "# + Self.columns.list + ") VALUES ($1::double precision, "
                    + Self.columns.parameters(from: 2) + ") RETURNING id",
                [String(date.timeIntervalSinceReferenceDate)] + Self.columns.bound(draft.values))
            return {{Item}}(id: Int64(id ?? "") ?? 0, version: 1, createdAt: date, draft: draft)
        }
    }

    @discardableResult
    public func update(_ id: Int64, to draft: {{Item}}Draft, from version: Int64) async throws -> {{Item}} {
        let url = database.url
        return try await database.writing { database in
            // The version in the WHERE makes the check and the write one step, which no other writer can split.
            let count = Self.columns.fields.count
            let changed = try database.rows(
                #"UPDATE "{{table}}" SET version = version + 1, "# + Self.columns.assignments(from: 1)
                    + " WHERE id = $\(count + 1)::bigint AND version = $\(count + 2)::bigint RETURNING id",
                Self.columns.bound(draft.values) + [String(id), String(version)])
            let rows = try database.rows(Self.select + " WHERE id = $1::bigint", [String(id)])
            guard let row = rows.first else { throw {{Name}}StoreError.notFound(id) }
            guard !changed.isEmpty else { throw {{Name}}StoreError.changedElsewhere(id) }
            return try Self.entry(from: row, url: url)
        }
    }

    public func delete(_ id: Int64) async throws {
        switch try await database.deleteRow(id, from: "{{table}}") {
        case .deleted: return
        case .notFound: throw {{Name}}StoreError.notFound(id)
        case .referred(let referrers): throw {{Name}}StoreError.referredTo(id, referrers)
        }
    }

    /// A row whose fields break the rules, or whose time is not a date, was
    /// not written by this store; it is reported, never shown as if it were {{aWord}}.
    private static func entry(from row: [String?], url: String) throws -> {{Item}} {
        let draft: {{Item}}Draft
        do {
            draft = try {{Item}}Draft(columns.values(of: row, from: 3))
        } catch {
            throw PostgreSQLStoreError(url: url, reason: .failed("holds {{aWord}} that breaks a rule (\(error))"))
        }
        guard let seconds = Double(row[2] ?? ""), seconds.isFinite, abs(seconds) < 1e11 else {
            throw PostgreSQLStoreError(url: url, reason: .failed("holds {{aWord}} whose time is not a date"))
        }
        return {{Item}}(
            id: Int64(row[0] ?? "") ?? 0, version: Int64(row[1] ?? "") ?? 0,
            createdAt: Date(timeIntervalSinceReferenceDate: seconds), draft: draft)
    }
}
