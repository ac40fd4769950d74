public import ContactsApplication
public import ContactsDomain
public import Foundation
public import Infrastructure

/// Keeps contacts in the App's PostgreSQL database, beside every other
/// feature's tables, with the same promises as `SQLiteContactsStore`: the
/// same contract suite holds both. The database's checks, one transaction per
/// change and one snapshot per read come from `PostgreSQLStoreDatabase`, the
/// connection every feature's store shares.
public actor PostgreSQLContactsStore: ContactsStore {
    private let database: PostgreSQLStoreDatabase

    /// This feature's tables, versioned under "Contacts", for the App to open
    /// its database with. A step is never edited once released.
    package static let schema = PostgreSQLSchema(
        name: "Contacts",
        steps: [
            // 1: the list reads newest first, page by page, so an index keeps that order.
            #"""
            CREATE TABLE "contacts" (
                id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                title text NOT NULL,
                created_at double precision NOT NULL
            );
            CREATE INDEX "contacts_by_recency" ON "contacts" (created_at DESC, id DESC);
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

    public func page(offset: Int, limit: Int) async throws -> ContactsPage {
        let url = database.url
        return try await database.reading { database in
            let entries = try database.rows(
                #"SELECT id, title, created_at FROM "contacts" ORDER BY created_at DESC, id DESC "#
                    + "LIMIT $1::bigint OFFSET $2::bigint",
                [String(max(0, limit)), String(max(0, offset))]
            ).map { row in try Self.entry(from: row, url: url) }
            let total = Int(try database.value(#"SELECT count(*) FROM "contacts""#) ?? "") ?? 0
            return ContactsPage(entries: entries, offset: max(0, offset), total: total)
        }
    }

    public func contact(_ id: Int64) async throws -> Contact? {
        let url = database.url
        return try await database.reading { database in
            try database.rows(#"SELECT id, title, created_at FROM "contacts" WHERE id = $1::bigint"#, [String(id)])
                .first.map { row in try Self.entry(from: row, url: url) }
        }
    }

    @discardableResult
    public func add(_ title: ContactTitle, at date: Date) async throws -> Contact {
        try await database.writing { database in
            let id = try database.value(
                #"INSERT INTO "contacts" (title, created_at) VALUES ($1, $2::double precision) RETURNING id"#,
                [title.text, String(date.timeIntervalSinceReferenceDate)])
            return Contact(id: Int64(id ?? "") ?? 0, title: title, createdAt: date)
        }
    }

    public func delete(_ id: Int64) async throws {
        try await database.writing { database in
            let deleted = try database.rows(
                #"DELETE FROM "contacts" WHERE id = $1::bigint RETURNING id"#, [String(id)])
            guard !deleted.isEmpty else { throw ContactsStoreError.notFound(id) }
        }
    }

    /// A row whose title breaks the rules, or whose time is not a date, was
    /// not written by this store; it is reported, never shown as if it were a contact.
    private static func entry(from row: [String?], url: String) throws -> Contact {
        guard let title = try? ContactTitle(row[1] ?? "") else {
            throw PostgreSQLStoreError(url: url, reason: .failed("holds a contact whose title breaks the rules"))
        }
        guard let seconds = Double(row[2] ?? ""), seconds.isFinite, abs(seconds) < 1e11 else {
            throw PostgreSQLStoreError(url: url, reason: .failed("holds a contact whose time is not a date"))
        }
        return Contact(
            id: Int64(row[0] ?? "") ?? 0, title: title, createdAt: Date(timeIntervalSinceReferenceDate: seconds))
    }
}
