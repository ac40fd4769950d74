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
    public func add(_ draft: {{Item}}Draft, at date: Date) async throws -> {{Item}} {
        try await database.writing(row: draft.values) { database in
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
        return try await database.writing(row: draft.values) { database in
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
