public import ContactsApplication
public import ContactsDomain
public import Foundation
public import Infrastructure

/// Keeps contacts in the App's SQLite file, beside every other feature's
/// tables; `SQLiteContactsSchema` creates and upgrades its own. The checks on
/// the file, one transaction per change, and the refusal to write a damaged or
/// replaced file come from `SQLiteStoreFile`, as for every SQLite store.
///
/// An actor, because a SQLite connection must never be used by two tasks at once.
public actor SQLiteContactsStore: ContactsStore {
    private let file: SQLiteStoreFile

    /// Opens the App's database at `path`, creating it when there is no file,
    /// and adds or upgrades this feature's tables. A file that is not the
    /// App's, or is newer, is refused and left as it was.
    public init(path: String, access: SQLiteStoreAccess = .readWrite) throws(SQLiteStoreError) {
        file = try SQLiteStoreFile(
            path: path, schema: SQLiteContactsSchema.schema, access: access, busyTimeout: .seconds(2))
    }

    public func page(offset: Int, limit: Int) throws -> ContactsPage {
        let path = file.path
        return try file.reading { database in
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

    public func contact(_ id: Int64) throws -> Contact? {
        let path = file.path
        return try file.reading { database in
            try database.query(#"SELECT id, title, created_at FROM "contacts" WHERE id = ?"#, [.integer(id)]) {
                row in try Self.entry(from: row, path: path)
            }.first
        }
    }

    @discardableResult
    public func add(_ title: ContactTitle, at date: Date) throws -> Contact {
        try file.writing { database in
            try database.run(
                #"INSERT INTO "contacts" (title, created_at) VALUES (?, ?)"#,
                [.text(title.text), .real(date.timeIntervalSinceReferenceDate)])
            let id = try database.value("SELECT last_insert_rowid()").integer ?? 0
            return Contact(id: id, title: title, createdAt: date)
        }
    }

    public func delete(_ id: Int64) throws {
        try file.writing { database in
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
