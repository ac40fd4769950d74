import Foundation

/// The App's one connection to its SQLite database file, which every
/// feature's store shares, with the promises every SQLite store keeps: a file
/// that is not ours, or is damaged, or was written by a newer build for any
/// feature, is refused before a byte of it is written; each change is one
/// transaction; a file found damaged is never written again; and a change is
/// refused when the path no longer names the file opened.
///
/// An actor, because a connection must never be used by two tasks at once: a
/// store hands it a closure, which runs whole on this actor, so no other
/// store's call ever lands inside a transaction. While a unit of work holds
/// the connection (it is the App's `UnitOfWork` on SQLite), its own calls join
/// its transaction and every other call waits for it to end.
package actor SQLiteStoreDatabase: WorkDatabase {
    package nonisolated let path: String
    let database: SQLiteDatabase
    /// Set the first time SQLite reports the file damaged: from then on every
    /// change is refused before it reaches SQLite, and the session goes on
    /// reading what it can.
    var isDamaged = false
    /// Set the first time a change finds the file overwritten in place, such as
    /// with random bytes or cut to nothing: from then on every change is refused.
    var isOverwritten = false
    /// Whether the path was found to name another file than the one opened, or none.
    var isReplaced = false
    /// The file this connection opened; a write checks that the path still names it.
    let identity: FileIdentity?
    /// `PRAGMA data_version` when the file was opened; see `externalCommits()`.
    private let openedDataVersion: Int64
    /// The references the App declared, which a delete counts before it deletes.
    let references: [StoreReference]
    package var turns = WorkTurns()

    /// Opens the database at `path` for the features whose tables `schemas`
    /// describe, creating the file when there is none and upgrading every
    /// feature that is older in one transaction; `busyTimeout` is how long a
    /// statement waits for another process's lock.
    package init(
        path: String, schemas: [SQLiteSchema], access: SQLiteStoreAccess = .readWrite,
        busyTimeout: Duration = .seconds(2)
    ) throws(SQLiteStoreError) {
        self.path = path
        references = schemas.compactMap(\.reference)
        do {
            if SQLiteFileCheck.exists(path) {
                if let problem = SQLiteFileCheck.problem(with: path, writing: access == .readWrite) {
                    throw SQLiteStoreError(path: path, reason: problem)
                }
                // Drafts a killed creation left here would otherwise wait for the next creation.
                if access == .readWrite {
                    Self.removeAbandonedDrafts(in: URL(fileURLWithPath: path).deletingLastPathComponent().path)
                }
            } else {
                guard access == .readWrite else {
                    throw SQLiteStoreError(path: path, reason: .cannotCreate("no such file"))
                }
                try Self.create(at: path, schemas: schemas)
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
            let database = try SQLiteDatabase(
                path: path, mode: Self.mode(for: path, access: access), busyTimeout: busyTimeout)
            try Self.prepare(database, schemas: schemas, path: path)
            guard SQLiteFileCheck.identity(of: path) == opened else {
                throw SQLiteStoreError(path: path, reason: .replaced)
            }
            openedDataVersion = try database.value("PRAGMA data_version").integer ?? 0
            self.database = database
            identity = opened
        } catch let error as SQLiteStoreError {
            throw error
        } catch {
            throw SQLiteStoreError(translating: error, path: path)
        }
    }

    /// How many times, in effect, another connection has committed since this
    /// one opened: SQLite changes `data_version` then, and only then, in one
    /// statement that reads no table. A store that remembers the last figure
    /// it saw knows whether anyone else wrote; its own writes never change it.
    package func externalCommits() async throws -> Int64 {
        try await reading { database in try database.value("PRAGMA data_version").integer ?? 0 } - openedDataVersion
    }

    /// Runs a read, naming SQLite's failures in the store's terms; a
    /// feature's own errors, such as "no such order", pass through as they are.
    package func reading<Result: Sendable>(
        _ body: @Sendable (SQLiteDatabase) throws -> Result
    ) async throws -> Result {
        _ = await takeTurn()
        return try read(body)
    }

    func read<Result>(_ body: (SQLiteDatabase) throws -> Result) throws -> Result {
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
}
