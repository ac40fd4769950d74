public import Application
public import ContactsApplication
public import ContactsDomain
public import Domain
public import Foundation
public import Infrastructure

/// Keeps contacts in the App's PostgreSQL database, beside every other
/// feature's tables, with the same promises as `SQLiteContactsStore`: the
/// same contract suite holds both. The database's checks, one transaction per
/// change and one snapshot per read come from `PostgreSQLStoreDatabase`, the
/// connection every feature's store shares.
public actor PostgreSQLContactsStore: ContactsStore {
    private let database: PostgreSQLStoreDatabase
    /// The fields' columns, which every statement here names in field order.
    private static let columns = PostgreSQLFieldColumns(ContactDraft.fields)
    private static let select = "SELECT id, version, created_at, \(columns.selected) FROM \"contacts\""

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
                Self.select + " ORDER BY created_at DESC, id DESC LIMIT $1::bigint OFFSET $2::bigint",
                [String(max(0, limit)), String(max(0, offset))]
            ).map { row in try Self.entry(from: row, url: url) }
            let total = Int(try database.value(#"SELECT total FROM "contacts_count""#) ?? "") ?? 0
            return ContactsPage(entries: entries, offset: max(0, offset), total: total)
        }
    }

    public func count() async throws -> Int {
        Int(try await database.value(#"SELECT total FROM "contacts_count""#) ?? "") ?? 0
    }

    public func contact(_ id: Int64) async throws -> Contact? {
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
                Self.select + " WHERE \(Self.columns.labelMatch(1))"
                    + " ORDER BY \(Self.columns.wholeLabelsFirst(2)) LIMIT $3::bigint",
                [LabelPrefix.pattern(prefix), prefix, String(max(0, limit))]
            ).map { row in
                let entry = try Self.entry(from: row, url: url)
                return EntryLabel(id: EntryID(entry.id), label: entry.draft.values.label)
            }
        }
    }

    @discardableResult
    public func add(_ draft: ContactDraft, at date: Date) async throws -> Contact {
        try await database.writing(row: draft.values) { database in
            let id = try database.value(
                #"INSERT INTO "contacts" (created_at, "# + Self.columns.list + ") VALUES ($1::double precision, "
                    + Self.columns.parameters(from: 2) + ") RETURNING id",
                [String(date.timeIntervalSinceReferenceDate)] + Self.columns.bound(draft.values))
            return Contact(id: Int64(id ?? "") ?? 0, version: 1, createdAt: date, draft: draft)
        }
    }

    @discardableResult
    public func update(_ id: Int64, to draft: ContactDraft, from version: Int64) async throws -> Contact {
        let url = database.url
        return try await database.writing(row: draft.values) { database in
            // The version in the WHERE makes the check and the write one step, which no other writer can split.
            let count = Self.columns.fields.count
            let changed = try database.rows(
                #"UPDATE "contacts" SET version = version + 1, "# + Self.columns.assignments(from: 1)
                    + " WHERE id = $\(count + 1)::bigint AND version = $\(count + 2)::bigint RETURNING id",
                Self.columns.bound(draft.values) + [String(id), String(version)])
            let rows = try database.rows(Self.select + " WHERE id = $1::bigint", [String(id)])
            guard let row = rows.first else { throw ContactsStoreError.notFound(id) }
            guard !changed.isEmpty else { throw ContactsStoreError.changedElsewhere(id) }
            return try Self.entry(from: row, url: url)
        }
    }

    public func delete(_ id: Int64) async throws {
        switch try await database.deleteRow(id, from: "contacts") {
        case .deleted: return
        case .notFound: throw ContactsStoreError.notFound(id)
        case .referred(let referrers): throw ContactsStoreError.referredTo(id, referrers)
        }
    }

    /// A row whose fields break the rules, or whose time is not a date, was
    /// not written by this store; it is reported, never shown as if it were a contact.
    private static func entry(from row: [String?], url: String) throws -> Contact {
        let draft: ContactDraft
        do {
            draft = try ContactDraft(columns.values(of: row, from: 3))
        } catch {
            throw PostgreSQLStoreError(url: url, reason: .failed("holds a contact that breaks a rule (\(error))"))
        }
        guard let seconds = Double(row[2] ?? ""), seconds.isFinite, abs(seconds) < 1e11 else {
            throw PostgreSQLStoreError(url: url, reason: .failed("holds a contact whose time is not a date"))
        }
        return Contact(
            id: Int64(row[0] ?? "") ?? 0, version: Int64(row[1] ?? "") ?? 0,
            createdAt: Date(timeIntervalSinceReferenceDate: seconds), draft: draft)
    }
}
