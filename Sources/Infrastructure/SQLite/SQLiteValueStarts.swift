import CSQLite

/// The start of one column's values, row by row, read through SQLite's
/// incremental I/O, which reads only the pages that hold it: a query reads
/// the whole value, `substr` included, 10 MB for a 10 MB text. One handle
/// moves from row to row, so a row costs no statement of its own; it may be
/// read while a query on the same connection steps.
final class SQLiteValueStarts {
    private let database: SQLiteDatabase
    private let table: String
    private let column: String
    private let limit: Int
    private var blob: OpaquePointer?

    /// Reads at most `limit` bytes of `column` in `table`, a table with rowids.
    init(of column: String, in table: String, bytes limit: Int, on database: SQLiteDatabase) {
        self.database = database
        self.table = table
        self.column = column
        self.limit = max(0, limit)
    }

    deinit {
        sqlite3_blob_close(blob)
    }

    /// The value's first bytes, as stored, in the row whose rowid is `row`.
    func start(ofRow row: Int64) throws(SQLiteError) -> [UInt8] {
        let code =
            if let blob { sqlite3_blob_reopen(blob, row) } else {
                sqlite3_blob_open(database.handle, "main", table, column, row, 0, &blob)
            }
        guard code == SQLITE_OK, let blob else {
            // A handle that failed to move is spent: the next row opens another.
            sqlite3_blob_close(self.blob)
            self.blob = nil
            throw SQLiteError(code: code, message: String(cString: sqlite3_errmsg(database.handle)))
        }
        var bytes = [UInt8](repeating: 0, count: min(Int(sqlite3_blob_bytes(blob)), limit))
        guard !bytes.isEmpty else { return [] }
        let read = bytes.withUnsafeMutableBytes { sqlite3_blob_read(blob, $0.baseAddress, Int32($0.count), 0) }
        guard read == SQLITE_OK else {
            throw SQLiteError(code: read, message: String(cString: sqlite3_errmsg(database.handle)))
        }
        return bytes
    }
}
