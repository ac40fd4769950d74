public import Application
public import Domain
public import Foundation

/// Keeps a feature's entries in the App's PostgreSQL database, beside every
/// other feature's tables, with the same promises as `SQLiteEntryStore`: the
/// same contract holds both. The database's checks, one transaction per
/// change and one snapshot per read come from `PostgreSQLStoreDatabase`, the
/// actor every feature's store shares. The store holds nothing that changes,
/// so it is no actor of its own: a call makes one hop, to the database.
public final class PostgreSQLEntryStore<Draft: EntryDraft>: EntryStore, Sendable {
    private let database: PostgreSQLStoreDatabase
    private let columns: PostgreSQLEntryColumns<Draft>

    /// The store in the App's database, which the App opened with every feature's schema.
    package init(database: PostgreSQLStoreDatabase, table: EntryTable<Draft>) {
        self.database = database
        columns = PostgreSQLEntryColumns(table)
    }

    /// Opens a connection of its own to the database at `url` for this
    /// feature alone: for tests and tools. A database that is another
    /// program's, or newer, is refused and left as it was.
    public convenience init(url: String, table: EntryTable<Draft>) throws(PostgreSQLStoreError) {
        self.init(database: try PostgreSQLStoreDatabase(url: url, schemas: table.schema.postgreSQL), table: table)
    }

    public func page(offset: Int, limit: Int) async throws -> EntryPage<Draft> {
        let (columns, url) = (columns, database.url)
        return try await database.reading { database in
            let entries = try database.rows(columns.page, [String(max(0, limit)), String(max(0, offset))])
                .map { row in try columns.entry(from: row, url: url) }
            let total = Int(try database.value(columns.count) ?? "") ?? 0
            return EntryPage(entries: entries, offset: max(0, offset), total: total)
        }
    }

    public func count() async throws -> Int {
        Int(try await database.value(columns.count) ?? "") ?? 0
    }

    public func entry(_ id: Int64) async throws -> Entry<Draft>? {
        let (columns, url) = (columns, database.url)
        return try await database.reading { database, inWork in
            try database.rows(inWork ? columns.byIDLocked : columns.byID, [String(id)]).first.map { row in
                try columns.entry(from: row, url: url)
            }
        }
    }

    public func labels(of ids: Set<EntryID>) async throws -> [EntryID: String] {
        let (columns, url) = (columns, database.url)
        return try await database.reading { database in
            try database.rows(columns.byIDs, [PostgreSQLArray.literal(ids.map { String($0.rawValue) })])
                .reduce(into: [:]) { labels, row in
                    let entry = try columns.entry(from: row, url: url)
                    labels[EntryID(entry.id)] = entry.draft.values.label
                }
        }
    }

    public func entries(startingWith prefix: String, limit: Int) async throws -> [EntryLabel] {
        let (columns, url) = (columns, database.url)
        return try await database.reading { database in
            try database.rows(columns.startingWith, [LabelPrefix.pattern(prefix), prefix, String(max(0, limit))])
                .map { row in
                    let entry = try columns.entry(from: row, url: url)
                    return EntryLabel(id: EntryID(entry.id), label: entry.draft.values.label)
                }
        }
    }

    @discardableResult
    public func add(_ draft: Draft, at date: Date) async throws -> Entry<Draft> {
        let (columns, url) = (columns, database.url)
        return try await database.writing(row: draft.values) { database in
            let id: String?
            do {
                id = try database.value(
                    columns.insert, [String(date.timeIntervalSince1970)] + columns.fields.bound(draft.values))
            } catch {
                throw columns.table.refusal(for: error, writing: draft.values)
            }
            // The insert returns the id the identity column gave; anything else is not this App's database.
            guard let id = id.flatMap({ Int64($0) }) else {
                throw PostgreSQLStoreError(url: url, reason: .failed("gave \(columns.table.name) no id for a new row"))
            }
            return Entry(id: id, version: 1, createdAt: date, draft: draft)
        }
    }

    @discardableResult
    public func update(_ id: Int64, to draft: Draft, from version: Int64) async throws -> Entry<Draft> {
        let (columns, url) = (columns, database.url)
        return try await database.writing(row: draft.values) { database in
            let changed: [[String?]]
            do {
                changed = try database.rows(
                    columns.update, columns.fields.bound(draft.values) + [String(id), String(version)])
            } catch {
                throw columns.table.refusal(for: error, writing: draft.values)
            }
            let rows = try database.rows(columns.byID, [String(id)])
            guard let row = rows.first else { throw EntryStoreError.notFound(id) }
            guard !changed.isEmpty else { throw EntryStoreError.changedElsewhere(id) }
            return try columns.entry(from: row, url: url)
        }
    }

    public func delete(_ id: Int64) async throws {
        switch try await database.deleteRow(id, from: columns.table.name) {
        case .deleted: return
        case .notFound: throw EntryStoreError.notFound(id)
        case .referred(let referrers): throw EntryStoreError.referredTo(id, referrers)
        }
    }
}
