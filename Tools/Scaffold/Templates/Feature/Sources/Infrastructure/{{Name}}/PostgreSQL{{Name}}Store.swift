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

    /// This feature's tables, versioned under "{{Name}}", for the App to open
    /// its database with. A step is never edited once released.
    package static let schema = PostgreSQLSchema(
        name: "{{Name}}",
        steps: [
            // 1: the list reads newest first, page by page, so an index keeps that order.
            #"""
            CREATE TABLE "{{table}}" (
                id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                title text NOT NULL,
                created_at double precision NOT NULL
            );
            CREATE INDEX "{{table}}_by_recency" ON "{{table}}" (created_at DESC, id DESC);
            """#
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
                #"SELECT id, title, created_at FROM "{{table}}" ORDER BY created_at DESC, id DESC "#
                    + "LIMIT $1::bigint OFFSET $2::bigint",
                [String(max(0, limit)), String(max(0, offset))]
            ).map { row in try Self.entry(from: row, url: url) }
            let total = Int(try database.value(#"SELECT count(*) FROM "{{table}}""#) ?? "") ?? 0
            return {{Name}}Page(entries: entries, offset: max(0, offset), total: total)
        }
    }

    public func {{item}}(_ id: Int64) async throws -> {{Item}}? {
        let url = database.url
        return try await database.reading { database in
            try database.rows(#"SELECT id, title, created_at FROM "{{table}}" WHERE id = $1::bigint"#, [String(id)])
                .first.map { row in try Self.entry(from: row, url: url) }
        }
    }

    @discardableResult
    public func add(_ title: {{Item}}Title, at date: Date) async throws -> {{Item}} {
        try await database.writing { database in
            let id = try database.value(
                #"INSERT INTO "{{table}}" (title, created_at) VALUES ($1, $2::double precision) RETURNING id"#,
                [title.text, String(date.timeIntervalSinceReferenceDate)])
            return {{Item}}(id: Int64(id ?? "") ?? 0, title: title, createdAt: date)
        }
    }

    public func delete(_ id: Int64) async throws {
        try await database.writing { database in
            let deleted = try database.rows(
                #"DELETE FROM "{{table}}" WHERE id = $1::bigint RETURNING id"#, [String(id)])
            guard !deleted.isEmpty else { throw {{Name}}StoreError.notFound(id) }
        }
    }

    /// A row whose title breaks the rules, or whose time is not a date, was
    /// not written by this store; it is reported, never shown as if it were {{aWord}}.
    private static func entry(from row: [String?], url: String) throws -> {{Item}} {
        guard let title = try? {{Item}}Title(row[1] ?? "") else {
            throw PostgreSQLStoreError(url: url, reason: .failed("holds {{aWord}} whose title breaks the rules"))
        }
        guard let seconds = Double(row[2] ?? ""), seconds.isFinite, abs(seconds) < 1e11 else {
            throw PostgreSQLStoreError(url: url, reason: .failed("holds {{aWord}} whose time is not a date"))
        }
        return {{Item}}(
            id: Int64(row[0] ?? "") ?? 0, title: title, createdAt: Date(timeIntervalSinceReferenceDate: seconds))
    }
}
