import Foundation

extension SQLiteStoreDatabase {
    /// A file this user may not write is read immutable while its log is
    /// empty: a connection that only fell back to reading would leave a log
    /// and its index beside the file, owned by this user, which nothing here
    /// could remove and which would stand in the owner's way. It then sees
    /// the file as it was when opened.
    static func mode(for path: String, access: SQLiteStoreAccess) -> SQLiteDatabase.Mode {
        guard access == .readWrite else { return .readOnly }
        if FileManager.default.isWritableFile(atPath: path) { return .readWrite }
        return SQLiteFileCheck.walIsEmpty(path) ? .immutable : .readOnly
    }

    /// Checks that the file is ours and that this build knows every
    /// feature's version, then writes what is missing: the shared layout, then
    /// every feature's steps. Nothing is written before every check has passed.
    static func prepare(_ database: SQLiteDatabase, schemas: [SQLiteSchema], path: String) throws {
        try SQLiteFileLayout.check(database, path: path)
        let layoutIsCurrent = try !SQLiteFileLayout.needsUpgrade(database)
        if layoutIsCurrent {
            for schema in schemas {
                try schema.refuseNewer(try schema.version(in: database, path: path).version, path: path)
            }
        }
        let isCurrent = try layoutIsCurrent && !schemas.contains { try $0.needsUpgrade(in: database, path: path) }
        guard !database.isReadOnly else {
            if !isCurrent { throw SQLiteStoreError(path: path, reason: .needsUpgradeButReadOnly) }
            return
        }
        // The log lets readers in other processes go on while one writes.
        try database.execute("PRAGMA journal_mode = WAL")
        try database.execute("PRAGMA synchronous = FULL")
        // Features already at their latest versions need no write lock at all,
        // so opening them never waits for another process's write.
        guard !isCurrent else { return }
        // The layout and every feature's steps are one transaction: all of them, or none.
        try database.transaction {
            try SQLiteFileLayout.upgrade(database)
            try SQLiteSchema.migrate(schemas, in: database, path: path)
        }
    }
}
