import CSQLite

/// A prepared statement. The database keeps and reuses them, so every use
/// starts by binding and ends by resetting.
package final class SQLiteStatement {
    private let handle: OpaquePointer
    private let database: OpaquePointer

    init(_ sql: String, database: OpaquePointer) throws(SQLiteError) {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v3(database, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard code == SQLITE_OK, let statement else {
            sqlite3_finalize(statement)
            throw SQLiteError(
                code: sqlite3_extended_errcode(database), message: String(cString: sqlite3_errmsg(database)))
        }
        self.handle = statement
        self.database = database
    }

    deinit {
        sqlite3_finalize(handle)
    }

    package func bind(_ values: [SQLiteValue]) throws(SQLiteError) {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value {
            case .null: code = sqlite3_bind_null(handle, index)
            case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
            case .real(let number): code = sqlite3_bind_double(handle, index, number)
            case .text(let text): code = bind(text, at: index)
            }
            guard code == SQLITE_OK else { throw failure() }
        }
    }

    /// Binds the text's UTF-8 bytes with their count, so a NUL inside is kept
    /// rather than ending the text there, as a C string would.
    private func bind(_ text: String, at index: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { characters in
                guard let start = characters.baseAddress else {
                    return sqlite3_bind_text(handle, index, "", 0, Self.transient)
                }
                return sqlite3_bind_text(handle, index, start, Int32(characters.count), Self.transient)
            }
        }
    }

    /// Advances to the next row; false when there are no more.
    package func step() throws(SQLiteError) -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let error = failure()
            sqlite3_reset(handle)
            throw error
        }
    }

    package func reset() {
        sqlite3_reset(handle)
    }

    var columnCount: Int { Int(sqlite3_column_count(handle)) }

    package func value(at column: Int) -> SQLiteValue {
        let index = Int32(column)
        switch sqlite3_column_type(handle, index) {
        case SQLITE_NULL: return .null
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(handle, index))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(handle, index))
        default: return .text(text(at: column) ?? "")
        }
    }

    package func integer(at column: Int) -> Int64 { sqlite3_column_int64(handle, Int32(column)) }
    package func double(at column: Int) -> Double { sqlite3_column_double(handle, Int32(column)) }

    package func text(at column: Int) -> String? {
        guard let bytes = sqlite3_column_text(handle, Int32(column)) else { return nil }
        let count = Int(sqlite3_column_bytes(handle, Int32(column)))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    private func failure() -> SQLiteError {
        SQLiteError(code: sqlite3_extended_errcode(database), message: String(cString: sqlite3_errmsg(database)))
    }

    // SQLITE_TRANSIENT is a macro Swift cannot import: it tells SQLite to copy the bytes.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}
