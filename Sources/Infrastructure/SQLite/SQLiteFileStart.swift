/// What the file checks judge a database by: its header, the first 100 bytes
/// as they are on disk rather than as SQLite sees them through its log, and
/// the file's size.
struct SQLiteFileStart: Equatable {
    static let headerSize = 100

    /// Shorter than `headerSize` only when the file is.
    let header: [UInt8]
    let size: UInt64
}
