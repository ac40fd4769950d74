import CSQLite

/// A failure as SQLite reports it: the result code, for deciding what to do,
/// and SQLite's own message, for saying what happened.
public struct SQLiteError: Error, Equatable, CustomStringConvertible {
    /// The extended result code, such as `SQLITE_BUSY` or `SQLITE_IOERR_WRITE`.
    public let code: Int32
    /// SQLite's own message.
    public let description: String

    init(code: Int32, message: String) {
        self.code = code
        description = message
    }

    /// The primary result code, which groups the extended ones.
    var primaryCode: Int32 { code & 0xFF }
}
