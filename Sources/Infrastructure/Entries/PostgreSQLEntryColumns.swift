import Domain
import Foundation

/// A feature's table in PostgreSQL as `PostgreSQLEntryStore` reads and
/// writes it: every statement, written once when the store is made, and a
/// row read back into an entry. The id, version and time come first, then
/// the fields in the order the draft lists them.
struct PostgreSQLEntryColumns<Draft: EntryDraft>: Sendable {
    let table: EntryTable<Draft>
    let fields: PostgreSQLFieldColumns
    /// Newest first, a page at a time: `$1` the limit, `$2` the offset.
    let page: String
    let count: String
    /// The one with the id `$1`.
    let byID: String
    /// The same, locked until the transaction ends: what a unit of work reads.
    let byIDLocked: String
    /// Those whose id is in the array `$1`.
    let byIDs: String
    /// Labels that start with the `LabelPrefix.pattern` `$1`, whole labels
    /// (`$2`) first, `$3` of them at most.
    let startingWith: String
    /// `$1` the time, then each field; returns the id.
    let insert: String
    /// Each field, then the id and the version the edit started from; returns the id if it changed.
    let update: String

    init(_ table: EntryTable<Draft>) {
        self.table = table
        fields = PostgreSQLFieldColumns(Draft.fields)
        let name = "\"\(table.name)\""
        let select = "SELECT id, version, created_at, \(fields.selected) FROM \(name)"
        page = select + " ORDER BY created_at DESC, id DESC LIMIT $1::bigint OFFSET $2::bigint"
        count = "SELECT total FROM \"\(table.name)_count\""
        byID = select + " WHERE id = $1::bigint"
        byIDLocked = byID + " FOR UPDATE"
        byIDs = select + " WHERE id = ANY($1::bigint[])"
        startingWith =
            select + " WHERE \(fields.labelMatch(1)) ORDER BY \(fields.wholeLabelsFirst(2)) LIMIT $3::bigint"
        insert =
            "INSERT INTO \(name) (created_at, \(fields.list)) VALUES ($1::double precision, "
            + fields.parameters(from: 2) + ") RETURNING id"
        // The version in the WHERE makes the check and the write one step, which no other writer can split.
        let count = fields.fields.count
        update =
            "UPDATE \(name) SET version = version + 1, \(fields.assignments(from: 1))"
            + " WHERE id = $\(count + 1)::bigint AND version = $\(count + 2)::bigint RETURNING id"
    }

    /// A row whose fields break the rules, or whose time is not a date, was
    /// not written by this store; it is reported, never shown as if it were an entry.
    func entry(from row: [String?], url: String) throws -> Entry<Draft> {
        let draft: Draft
        do {
            draft = try Draft(fields.values(of: row, from: 3))
        } catch {
            throw PostgreSQLStoreError(
                url: url, reason: .failed("holds a row of \(table.name) that breaks a rule (\(error))"))
        }
        guard let seconds = Double(row[2] ?? ""), seconds.isFinite, abs(seconds) < 1e11 else {
            throw PostgreSQLStoreError(
                url: url, reason: .failed("holds a row of \(table.name) whose time is not a date"))
        }
        return Entry(
            id: Int64(row[0] ?? "") ?? 0, version: Int64(row[1] ?? "") ?? 0,
            createdAt: Date(timeIntervalSince1970: seconds), draft: draft)
    }
}
