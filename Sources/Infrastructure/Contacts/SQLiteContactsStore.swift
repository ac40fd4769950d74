public import ContactsApplication
public import ContactsDomain
public import Foundation
public import Infrastructure

/// Keeps contacts in the App's SQLite file, beside every other feature's
/// tables; `schema` creates and upgrades its own. The checks on
/// the file, one transaction per change, and the refusal to write a damaged or
/// replaced file come from `SQLiteStoreFile`, the connection every feature's
/// store shares, on which each of these methods runs one closure whole.
public actor SQLiteContactsStore: ContactsStore {
    private let file: SQLiteStoreFile

    /// This feature's tables, for the App to open its database with;
    /// `schema_versions` records its version under "Contacts". A step is
    /// never edited once released: a change is a new step at the end.
    package static let schema = SQLiteSchema(
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

    /// The store in the App's database, which the App opened with every feature's schema.
    package init(file: SQLiteStoreFile) {
        self.file = file
    }

    /// Opens a database of its own at `path` for this feature alone, creating
    /// it when there is no file: for tests and tools. A file that is not the
    /// App's, or is newer, is refused and left as it was.
    public init(path: String, access: SQLiteStoreAccess = .readWrite) throws(SQLiteStoreError) {
        self.init(file: try SQLiteStoreFile(path: path, schemas: [Self.schema], access: access))
    }

    public func page(offset: Int, limit: Int) async throws -> ContactsPage {
        let path = file.path
        return try await file.reading { database in
            try database.snapshot {
                let entries = try database.query(
                    #"SELECT id, title, created_at FROM "contacts" ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?"#,
                    [.integer(Int64(max(0, limit))), .integer(Int64(max(0, offset)))]
                ) { row in try Self.entry(from: row, path: path) }
                let total = Int(try database.value(#"SELECT count(*) FROM "contacts""#).integer ?? 0)
                return ContactsPage(entries: entries, offset: max(0, offset), total: total)
            }
        }
    }

    public func contact(_ id: Int64) async throws -> Contact? {
        let path = file.path
        return try await file.reading { database in
            try database.query(#"SELECT id, title, created_at FROM "contacts" WHERE id = ?"#, [.integer(id)]) {
                row in try Self.entry(from: row, path: path)
            }.first
        }
    }

    @discardableResult
    public func add(_ title: ContactTitle, at date: Date) async throws -> Contact {
        try await file.writing { database in
            try database.run(
                #"INSERT INTO "contacts" (title, created_at) VALUES (?, ?)"#,
                [.text(title.text), .real(date.timeIntervalSinceReferenceDate)])
            let id = try database.value("SELECT last_insert_rowid()").integer ?? 0
            return Contact(id: id, title: title, createdAt: date)
        }
    }

    public func delete(_ id: Int64) async throws {
        try await file.writing { database in
            guard try database.run(#"DELETE FROM "contacts" WHERE id = ?"#, [.integer(id)]) > 0 else {
                throw ContactsStoreError.notFound(id)
            }
        }
    }

    /// A row whose title breaks the rules, or whose time is not a date, was
    /// not written by this store; it is reported, never shown as if it were a contact.
    private static func entry(from row: SQLiteStatement, path: String) throws -> Contact {
        guard let title = try? ContactTitle(row.text(at: 1) ?? "") else {
            throw SQLiteStoreError(path: path, reason: .failed("holds a contact whose title breaks the rules"))
        }
        let seconds = row.double(at: 2)
        guard seconds.isFinite, abs(seconds) < 1e11 else {
            throw SQLiteStoreError(path: path, reason: .failed("holds a contact whose time is not a date"))
        }
        let createdAt = Date(timeIntervalSinceReferenceDate: seconds)
        return Contact(id: row.integer(at: 0), title: title, createdAt: createdAt)
    }
}
