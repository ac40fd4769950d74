import CSQLite

/// One connection to a SQLite database file: the thin layer between the
/// stores and SQLite's C interface.
public final class SQLiteDatabase {
    /// How to open the file.
    public enum Mode: Sendable {
        /// An existing file, for reading only.
        case readOnly
        /// An existing file; SQLite falls back to reading only when the file cannot be written.
        case readWrite
        /// Creates the file when it is missing.
        case create
        /// An existing file read as it stands, with no locks and no shared
        /// index: SQLite makes nothing beside the file, where a reader that may
        /// not write it could never remove what it made. For a file whose log
        /// is empty, which no one else is writing.
        case immutable
    }

    public let path: String
    /// Internal for this type's extensions in other files only.
    let handle: OpaquePointer
    private var statements: [String: SQLiteStatement] = [:]

    /// Opens the file; `busyTimeout` is how long a statement waits for another
    /// connection's lock before it fails with `SQLITE_BUSY`.
    public init(path: String, mode: Mode, busyTimeout: Duration = .seconds(2)) throws(SQLiteError) {
        self.path = path
        SQLiteFaultPoint.armIfRequested()
        var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        switch mode {
        case .readOnly: flags |= SQLITE_OPEN_READONLY
        case .readWrite: flags |= SQLITE_OPEN_READWRITE
        case .create: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        case .immutable: flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
        }
        var connection: OpaquePointer?
        let name = mode == .immutable ? Self.immutableURI(path) : path
        let code = sqlite3_open_v2(name, &connection, flags, nil)
        guard code == SQLITE_OK, let connection else {
            let message =
                connection.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_close_v2(connection)
            throw SQLiteError(code: code, message: message)
        }
        handle = connection
        let milliseconds =
            busyTimeout.components.seconds * 1000 + busyTimeout.components.attoseconds / 1_000_000_000_000_000
        sqlite3_busy_timeout(handle, Int32(clamping: milliseconds))
        // Checks each page's cell pointers as it is read: without it a damaged
        // page can read as a table with no matching row, so a store would take
        // a damaged file for one that needs its tables made, and write to it.
        sqlite3_exec(handle, "PRAGMA cell_size_check = ON", nil, nil, nil)
    }

    /// `path` as a `file:` URI that opens it immutable; the three characters
    /// a URI gives a meaning are escaped, so any path names its own file.
    private static func immutableURI(_ path: String) -> String {
        var escaped = ""
        for character in path {
            switch character {
            case "%": escaped += "%25"
            case "?": escaped += "%3F"
            case "#": escaped += "%23"
            default: escaped.append(character)
            }
        }
        return "file:" + escaped + "?immutable=1"
    }

    deinit {
        statements.removeAll()
        // The trace holds this object unretained; it must not outlive it, even for close's own statements.
        sqlite3_trace_v2(handle, 0, nil, nil)
        sqlite3_close_v2(handle)
    }

    /// Copies the log's changes into the file this connection opened, through
    /// its own descriptor, and cuts the log to nothing, so no file that later
    /// takes this path can inherit them. Best effort: a failure leaves the log.
    package func emptyLogIntoItsFile() {
        _ = try? execute("PRAGMA wal_checkpoint(TRUNCATE)")
    }

    /// Makes closing leave the log beside the file as it is, never copying it
    /// into the file: for a file that is no longer the one the log was written for.
    package func keepLogOnClose() {
        _ = strata_sqlite3_keep_log_on_close(handle)
    }

    /// The start of the file as it is on disk, read through SQLite's own
    /// descriptor (see `strata_sqlite3_read_file_start`), or nil when it cannot be read.
    func fileStart() -> SQLiteFileStart? {
        var buffer = [UInt8](repeating: 0, count: SQLiteFileStart.headerSize)
        var size: sqlite3_int64 = 0
        let code = buffer.withUnsafeMutableBytes { bytes in
            strata_sqlite3_read_file_start(handle, bytes.baseAddress, Int32(bytes.count), &size)
        }
        guard code == SQLITE_OK, size >= 0 else { return nil }
        return SQLiteFileStart(header: Array(buffer.prefix(Int(min(size, Int64(buffer.count))))), size: UInt64(size))
    }

    /// How many statements ran on this connection since `countStatements()`,
    /// those nested in another aside (a trigger's, FTS5's on its own tables):
    /// what a test holds a command's SQL to.
    package private(set) var statementsRun = 0

    /// Counts every statement SQLite starts on this connection from now on,
    /// through `sqlite3_trace_v2`, so a regression in SQL shows in a test as a
    /// regression in port calls does.
    package func countStatements() {
        statementsRun = 0
        // Unretained: the connection, and with it the trace, closes when this object goes.
        let context = Unmanaged.passUnretained(self).toOpaque()
        sqlite3_trace_v2(handle, UInt32(SQLITE_TRACE_STMT), Self.counted, context)
    }

    /// The trace's callback: one more statement, unless SQLite runs it inside
    /// another (a trigger, a virtual table's own SQL), which it reports with
    /// a "-- " prefix.
    private static let counted:
        @convention(c) (
            UInt32, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?,
            UnsafeMutableRawPointer?
        ) -> Int32 = { _, context, _, sql in
            guard let context, let sql, !String(cString: sql.assumingMemoryBound(to: CChar.self)).hasPrefix("-- ")
            else { return 0 }
            Unmanaged<SQLiteDatabase>.fromOpaque(context).takeUnretainedValue().statementsRun += 1
            return 0
        }

    /// Whether SQLite opened the file for reading only.
    public var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

    /// Runs one or more statements that return nothing, such as a schema step.
    public func execute(_ sql: String) throws(SQLiteError) {
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else { throw lastError() }
    }

    /// Runs one statement and returns every row it produces.
    @discardableResult
    public func rows(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> [[SQLiteValue]] {
        try query(sql, values) { statement in (0..<statement.columnCount).map(statement.value(at:)) }
    }

    /// The first column of the first row, or `.null` when there is no row.
    public func value(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> SQLiteValue {
        try rows(sql, values).first?.first ?? .null
    }

    /// Runs one statement, reusing its prepared form, and maps each row.
    package func query<Row>(_ sql: String, _ values: [SQLiteValue], row: (SQLiteStatement) throws -> Row)
        throws(SQLiteError)
        -> [Row]
    {
        let statement = try prepared(sql)
        try statement.bind(values)
        defer { statement.reset() }
        var result: [Row] = []
        while try statement.step() {
            do {
                result.append(try row(statement))
            } catch let error as SQLiteError {
                throw error
            } catch {
                throw SQLiteError(code: SQLITE_CORRUPT, message: "unreadable row: \(error)")
            }
        }
        return result
    }

    /// Runs one statement for its effect; returns how many rows it changed.
    @discardableResult
    package func run(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> Int {
        let statement = try prepared(sql)
        try statement.bind(values)
        defer { statement.reset() }
        while try statement.step() {}
        return Int(sqlite3_changes(handle))
    }

    var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Runs `body` in one write transaction. It takes the write lock up front, so
    /// a busy database is waited for here and never fails half way through.
    package func transaction<Result>(_ body: () throws -> Result) throws -> Result {
        try inTransaction("BEGIN IMMEDIATE", body)
    }

    /// Runs `body`'s reads in one read transaction, so they all see the same
    /// commit: a count and the page it counts never disagree.
    package func snapshot<Result>(_ body: () throws -> Result) throws -> Result {
        try inTransaction("BEGIN", body)
    }

    /// Whether a transaction is open on this connection.
    package var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }
    /// Set while a unit of work holds the connection: a store's call then
    /// joins the unit's transaction, to land or be undone with it, and is
    /// refused if SQLite has rolled it back, rather than land on its own.
    package var unitIsOpen = false

    private func inTransaction<Result>(_ begin: String, _ body: () throws -> Result) throws -> Result {
        if unitIsOpen {
            guard isInTransaction else {
                throw SQLiteError(code: SQLITE_ABORT, message: "the unit of work's transaction was rolled back")
            }
            return try body()
        }
        try execute(begin)
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            if sqlite3_get_autocommit(handle) == 0 { sqlite3_exec(handle, "ROLLBACK", nil, nil, nil) }
            throw error
        }
    }

    private func prepared(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        if let statement = statements[sql] { return statement }
        let statement = try SQLiteStatement(sql, database: handle)
        statements[sql] = statement
        return statement
    }

    private func lastError() -> SQLiteError {
        SQLiteError(code: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)))
    }
}
