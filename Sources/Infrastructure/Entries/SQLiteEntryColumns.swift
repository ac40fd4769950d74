import Domain
import Foundation

/// A feature's table in SQLite as `SQLiteEntryStore` reads and writes it:
/// every statement, written once when the store is made, and a row read back
/// into an entry. The id, version and time come first, then the fields in
/// the order the draft lists them.
struct SQLiteEntryColumns<Draft: EntryDraft>: Sendable {
    let table: EntryTable<Draft>
    let fields: SQLiteFieldColumns
    /// Newest first, a page at a time: `LIMIT ? OFFSET ?`.
    let page: String
    let count: String
    /// The one with the id bound.
    let byID: String
    /// `IN (` follows, with a placeholder per id.
    let byIDs: String
    /// Labels that start with a `LabelPrefix.pattern`, whole labels first, then the limit.
    let startingWith: String
    /// The time, then each field.
    let insert: String
    /// Each field, then the id and the version the edit started from.
    let update: String

    init(_ table: EntryTable<Draft>) {
        self.table = table
        fields = SQLiteFieldColumns(Draft.fields)
        let name = "\"\(table.name)\""
        let select = "SELECT id, version, created_at, \(fields.list) FROM \(name)"
        page = select + " ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?"
        count = "SELECT total FROM \"\(table.name)_count\""
        byID = select + " WHERE id = ?"
        byIDs = select + " WHERE id IN ("
        startingWith = select + " WHERE \(fields.labelMatch) ORDER BY \(fields.wholeLabelsFirst) LIMIT ?"
        insert = "INSERT INTO \(name) (created_at, \(fields.list)) VALUES (?, \(fields.placeholders))"
        // The version in the WHERE makes the check and the write one step, which no other writer can split.
        update = "UPDATE \(name) SET version = version + 1, \(fields.assignments) WHERE id = ? AND version = ?"
    }

    /// A row whose fields break the rules, or whose time is not a date, was
    /// not written by this store; it is reported, never shown as if it were an entry.
    func entry(from row: SQLiteStatement, path: String) throws -> Entry<Draft> {
        let draft: Draft
        do {
            draft = try Draft(fields.values(of: row, from: 3))
        } catch {
            throw SQLiteStoreError(
                path: path, reason: .failed("holds a row of \(table.name) that breaks a rule (\(error))"))
        }
        let seconds = row.double(at: 2)
        guard seconds.isFinite, abs(seconds) < 1e11 else {
            throw SQLiteStoreError(path: path, reason: .failed("holds a row of \(table.name) whose time is not a date"))
        }
        return Entry(
            id: row.integer(at: 0), version: row.integer(at: 1),
            createdAt: Date(timeIntervalSince1970: seconds), draft: draft)
    }
}
