{{modules}}public import Application
{{modules}}public import Domain
{{modules}}public import Infrastructure
public import {{Application}}
public import {{Domain}}
public import Foundation

/// Keeps {{words}} in the App's SQLite file, beside every other feature's
/// tables; `schema` creates and upgrades its own. The checks on
/// the file, one transaction per change, and the refusal to write a damaged or
/// replaced file come from `SQLiteStoreDatabase`, the connection every feature's
/// store shares, on which each of these methods runs one closure whole.
public actor SQLite{{Name}}Store: {{Name}}Store {
    private let file: SQLiteStoreDatabase
    /// The fields' columns, which every statement here names in field order.
    private static let columns = SQLiteFieldColumns({{Item}}Draft.fields)
    private static let select = "SELECT id, version, created_at, \(columns.list) FROM \"{{table}}\""

    /// The store in the App's database, which the App opened with every feature's schema.
    package init(file: SQLiteStoreDatabase) {
        self.file = file
    }

    /// Opens a database of its own at `path` for this feature alone, creating
    /// it when there is no file: for tests and tools. A file that is not the
    /// App's, or is newer, is refused and left as it was.
    public init(path: String, access: SQLiteStoreAccess = .readWrite) throws(SQLiteStoreError) {
        self.init(file: try SQLiteStoreDatabase(path: path, schemas: [Self.schema], access: access))
    }

    public func page(offset: Int, limit: Int) async throws -> {{Name}}Page {
        let path = file.path
        return try await file.reading { database in
            try database.snapshot {
                let entries = try database.query(
                    Self.select + " ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?",
                    [.integer(Int64(max(0, limit))), .integer(Int64(max(0, offset)))]
                ) { row in try Self.entry(from: row, path: path) }
                let total = Int(try database.value(#"SELECT total FROM "{{table}}_count""#).integer ?? 0)
                return {{Name}}Page(entries: entries, offset: max(0, offset), total: total)
            }
        }
    }

    public func count() async throws -> Int {
        try await file.reading { database in
            Int(try database.value(#"SELECT total FROM "{{table}}_count""#).integer ?? 0)
        }
    }

    public func {{item}}(_ id: Int64) async throws -> {{Item}}? {
        let path = file.path
        return try await file.reading { database in
            try database.query(Self.select + " WHERE id = ?", [.integer(id)]) { row in
                try Self.entry(from: row, path: path)
            }.first
        }
    }

    public func labels(of ids: Set<EntryID>) async throws -> [EntryID: String] {
        let path = file.path
        let list = ids.map { _ in "?" }.joined(separator: ", ")
        return try await file.reading { database in
            try database.query(Self.select + " WHERE id IN (\(list))", ids.map { .integer($0.rawValue) }) { row in
                try Self.entry(from: row, path: path)
            }.reduce(into: [:]) { labels, entry in
                labels[EntryID(entry.id)] = entry.draft.values.label
            }
        }
    }

    public func entries(startingWith prefix: String, limit: Int) async throws -> [EntryLabel] {
        let path = file.path
        return try await file.reading { database in
            try database.query(
                Self.select + " WHERE \(Self.columns.labelMatch) ORDER BY \(Self.columns.wholeLabelsFirst) LIMIT ?",
                [.text(LabelPrefix.pattern(prefix)), .text(prefix), .integer(Int64(max(0, limit)))]
            ) { row in
                let entry = try Self.entry(from: row, path: path)
                return EntryLabel(id: EntryID(entry.id), label: entry.draft.values.label)
            }
        }
    }

    @discardableResult
    public func add(_ draft: {{Item}}Draft, at date: Date) async throws -> {{Item}} {
        try await file.writing(row: draft.values) { database in
            try database.run(
                #"INSERT INTO "{{table}}" (created_at, "# + Self.columns.list + ") VALUES (?, "
                    + Self.columns.placeholders + ")",
                [.real(date.timeIntervalSinceReferenceDate)] + Self.columns.bound(draft.values))
            let id = try database.value("SELECT last_insert_rowid()").integer ?? 0
            return {{Item}}(id: id, version: 1, createdAt: date, draft: draft)
        }
    }

    @discardableResult
    public func update(_ id: Int64, to draft: {{Item}}Draft, from version: Int64) async throws -> {{Item}} {
        let path = file.path
        return try await file.writing(row: draft.values) { database in
            // The version in the WHERE makes the check and the write one step, which no other writer can split.
            let changed = try database.run(
                #"UPDATE "{{table}}" SET version = version + 1, "# + Self.columns.assignments
                    + " WHERE id = ? AND version = ?",
                Self.columns.bound(draft.values) + [.integer(id), .integer(version)])
            let rows = try database.query(Self.select + " WHERE id = ?", [.integer(id)]) { row in
                try Self.entry(from: row, path: path)
            }
            guard let entry = rows.first else { throw {{Name}}StoreError.notFound(id) }
            guard changed > 0 else { throw {{Name}}StoreError.changedElsewhere(id) }
            return entry
        }
    }

    public func delete(_ id: Int64) async throws {
        switch try await file.deleteRow(id, from: "{{table}}") {
        case .deleted: return
        case .notFound: throw {{Name}}StoreError.notFound(id)
        case .referred(let referrers): throw {{Name}}StoreError.referredTo(id, referrers)
        }
    }

    /// A row whose fields break the rules, or whose time is not a date, was
    /// not written by this store; it is reported, never shown as if it were {{aWord}}.
    private static func entry(from row: SQLiteStatement, path: String) throws -> {{Item}} {
        let draft: {{Item}}Draft
        do {
            draft = try {{Item}}Draft(columns.values(of: row, from: 3))
        } catch {
            throw SQLiteStoreError(path: path, reason: .failed("holds {{aWord}} that breaks a rule (\(error))"))
        }
        let seconds = row.double(at: 2)
        guard seconds.isFinite, abs(seconds) < 1e11 else {
            throw SQLiteStoreError(path: path, reason: .failed("holds {{aWord}} whose time is not a date"))
        }
        return {{Item}}(
            id: row.integer(at: 0), version: row.integer(at: 1),
            createdAt: Date(timeIntervalSinceReferenceDate: seconds), draft: draft)
    }
}
