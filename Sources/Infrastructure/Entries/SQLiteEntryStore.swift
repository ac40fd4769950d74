public import Application
public import Domain
public import Foundation

/// Keeps a feature's entries in the App's SQLite file, beside every other
/// feature's tables; the feature's `EntryTable` creates and upgrades its own.
/// The checks on the file, one transaction per change, and the refusal to
/// write a damaged or replaced file come from `SQLiteStoreDatabase`, the
/// actor every feature's store shares, on which each of these methods runs
/// one closure whole. The store holds nothing that changes, so it is no actor
/// of its own: a call makes one hop, to the database.
public final class SQLiteEntryStore<Draft: EntryDraft>: EntryStore, Sendable {
    private let file: SQLiteStoreDatabase
    private let columns: SQLiteEntryColumns<Draft>

    /// The store in the App's database, which the App opened with every feature's schema.
    package init(file: SQLiteStoreDatabase, table: EntryTable<Draft>) {
        self.file = file
        columns = SQLiteEntryColumns(table)
    }

    /// Opens a database of its own at `path` for this feature alone, creating
    /// it when there is no file: for tests and tools. A file that is not the
    /// App's, or is newer, is refused and left as it was.
    public convenience init(
        path: String, access: SQLiteStoreAccess = .readWrite, table: EntryTable<Draft>
    ) throws(SQLiteStoreError) {
        self.init(
            file: try SQLiteStoreDatabase(path: path, schemas: table.schema.sqlite, access: access), table: table)
    }

    public func page(offset: Int, limit: Int) async throws -> EntryPage<Draft> {
        let (columns, path) = (columns, file.path)
        return try await file.reading { database in
            try database.snapshot {
                let entries = try database.query(
                    columns.page, [.integer(Int64(max(0, limit))), .integer(Int64(max(0, offset)))]
                ) { row in try columns.entry(from: row, path: path) }
                let total = Int(try database.value(columns.count).integer ?? 0)
                return EntryPage(entries: entries, offset: max(0, offset), total: total)
            }
        }
    }

    public func count() async throws -> Int {
        let columns = columns
        return try await file.reading { database in Int(try database.value(columns.count).integer ?? 0) }
    }

    public func entry(_ id: Int64) async throws -> Entry<Draft>? {
        let (columns, path) = (columns, file.path)
        return try await file.reading { database in
            try database.query(columns.byID, [.integer(id)]) { row in try columns.entry(from: row, path: path) }.first
        }
    }

    public func labels(of ids: Set<EntryID>) async throws -> [EntryID: String] {
        let (columns, path) = (columns, file.path)
        let sql = columns.byIDs + ids.map { _ in "?" }.joined(separator: ", ") + ")"
        return try await file.reading { database in
            try database.query(sql, ids.map { .integer($0.rawValue) }) { row in
                try columns.entry(from: row, path: path)
            }.reduce(into: [:]) { labels, entry in
                labels[EntryID(entry.id)] = entry.draft.values.label
            }
        }
    }

    public func entries(startingWith prefix: String, limit: Int) async throws -> [EntryLabel] {
        let (columns, path) = (columns, file.path)
        return try await file.reading { database in
            try database.query(
                columns.startingWith,
                [.text(LabelPrefix.pattern(prefix)), .text(prefix), .integer(Int64(max(0, limit)))]
            ) { row in
                let entry = try columns.entry(from: row, path: path)
                return EntryLabel(id: EntryID(entry.id), label: entry.draft.values.label)
            }
        }
    }

    @discardableResult
    public func add(_ draft: Draft, at date: Date) async throws -> Entry<Draft> {
        let columns = columns
        return try await file.writing(row: draft.values) { database in
            do {
                try database.run(
                    columns.insert, [.real(date.timeIntervalSince1970)] + columns.fields.bound(draft.values))
            } catch {
                throw columns.table.refusal(for: error, writing: draft.values)
            }
            return Entry(id: database.lastInsertedRowID, version: 1, createdAt: date, draft: draft)
        }
    }

    @discardableResult
    public func update(_ id: Int64, to draft: Draft, from version: Int64) async throws -> Entry<Draft> {
        let (columns, path) = (columns, file.path)
        return try await file.writing(row: draft.values) { database in
            let changed: Int
            do {
                changed = try database.run(
                    columns.update, columns.fields.bound(draft.values) + [.integer(id), .integer(version)])
            } catch {
                throw columns.table.refusal(for: error, writing: draft.values)
            }
            let rows = try database.query(columns.byID, [.integer(id)]) { row in
                try columns.entry(from: row, path: path)
            }
            guard let entry = rows.first else { throw EntryStoreError.notFound(id) }
            guard changed > 0 else { throw EntryStoreError.changedElsewhere(id) }
            return entry
        }
    }

    public func delete(_ id: Int64) async throws {
        switch try await file.deleteRow(id, from: columns.table.name) {
        case .deleted: return
        case .notFound: throw EntryStoreError.notFound(id)
        case .referred(let referrers): throw EntryStoreError.referredTo(id, referrers)
        }
    }
}
