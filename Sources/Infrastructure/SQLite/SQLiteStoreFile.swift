import Foundation

/// One feature's connection to the App's database file, with the promises
/// every SQLite store keeps: a file that is not ours, or is damaged, or was
/// written by a newer build, is refused before a byte of it is written; each
/// change is one transaction; a file found damaged is never written again;
/// and a change is refused when the path no longer names the file opened.
///
/// A store actor owns one and is the only caller, so the connection is never
/// used by two tasks at once. The class itself is not `Sendable` on purpose:
/// it cannot leave the actor that made it.
package final class SQLiteStoreFile {
    package let path: String
    let database: SQLiteDatabase
    /// Set the first time SQLite reports the file damaged: from then on every
    /// change is refused before it reaches SQLite, and the session goes on
    /// reading what it can.
    private(set) var isDamaged = false
    /// The file this connection opened; a write checks that the path still names it.
    private let identity: FileIdentity?

    /// Opens the database at `path` for the feature whose tables `schema`
    /// describes, creating the file when there is none and upgrading it when
    /// it is older; `busyTimeout` is how long a statement waits for another
    /// process's lock.
    package init(path: String, schema: SQLiteSchema, access: SQLiteStoreAccess, busyTimeout: Duration)
        throws(SQLiteStoreError)
    {
        self.path = path
        do {
            if SQLiteFileCheck.exists(path) {
                if let problem = SQLiteFileCheck.problem(with: path, writing: access == .readWrite) {
                    throw SQLiteStoreError(path: path, reason: problem)
                }
            } else {
                guard access == .readWrite else {
                    throw SQLiteStoreError(path: path, reason: .cannotCreate("no such file"))
                }
                try Self.create(at: path, schema: schema)
            }
            // With a log beside it, the file's header may be out of date, and closing a
            // connection that may write would move the log into the file: a
            // connection that only reads checks first whose the file is.
            if access == .readWrite, SQLiteFileCheck.exists(path), !SQLiteFileCheck.walIsEmpty(path) {
                try SQLiteFileLayout.check(
                    try SQLiteDatabase(path: path, mode: .readOnly, busyTimeout: busyTimeout), path: path)
            }
            // Taken before opening, so a file swapped in while this one was checked is not the one protected.
            let opened = SQLiteFileCheck.identity(of: path)
            database = try SQLiteDatabase(
                path: path, mode: access == .readOnly ? .readOnly : .readWrite, busyTimeout: busyTimeout)
            try Self.prepare(database, schema: schema, path: path)
            guard SQLiteFileCheck.identity(of: path) == opened else {
                throw SQLiteStoreError(path: path, reason: .replaced)
            }
            identity = opened
        } catch let error as SQLiteStoreError {
            throw error
        } catch {
            throw SQLiteStoreError(translating: error, path: path)
        }
    }

    /// Checks that the file is ours and that this build knows its versions,
    /// then writes what is missing: the shared layout, then the feature's
    /// steps. Nothing is written before every check has passed.
    static func prepare(_ database: SQLiteDatabase, schema: SQLiteSchema, path: String) throws {
        try SQLiteFileLayout.check(database, path: path)
        let layoutIsCurrent = try !SQLiteFileLayout.needsUpgrade(database)
        if layoutIsCurrent { try schema.refuseNewer(try schema.version(in: database).version, path: path) }
        guard !database.isReadOnly else {
            let schemaIsCurrent = try layoutIsCurrent && !schema.needsUpgrade(in: database)
            if !schemaIsCurrent {
                throw SQLiteStoreError(path: path, reason: .needsUpgradeButReadOnly)
            }
            return
        }
        // The log lets readers in other processes go on while one writes.
        try database.execute("PRAGMA journal_mode = WAL")
        try database.execute("PRAGMA synchronous = FULL")
        try SQLiteFileLayout.upgrade(database)
        try schema.migrate(database, path: path)
    }

    /// Runs a read, naming SQLite's failures in the store's terms; a
    /// feature's own errors, such as "no such order", pass through as they are.
    package func reading<Result>(_ body: (SQLiteDatabase) throws -> Result) throws -> Result {
        do {
            return try body(database)
        } catch let error as SQLiteStoreError {
            throw noting(error)
        } catch let error as SQLiteError {
            throw noting(SQLiteStoreError(translating: error, path: path))
        }
    }

    private func noting(_ error: SQLiteStoreError) -> SQLiteStoreError {
        if error.reason == .corrupt || error.reason == .notADatabase { isDamaged = true }
        return error
    }

    /// Runs a change as one transaction; refused outright once the file was
    /// found damaged, or when the path names another file than the one opened.
    package func writing<Result>(_ body: (SQLiteDatabase) throws -> Result) throws -> Result {
        guard !isDamaged else { throw SQLiteStoreError(path: path, reason: .corrupt) }
        // A change written now would go to a file no one will open again, and be lost.
        guard SQLiteFileCheck.identity(of: path) == identity else {
            throw SQLiteStoreError(path: path, reason: .replaced)
        }
        return try reading { database in try database.transaction { try body(database) } }
    }
}
