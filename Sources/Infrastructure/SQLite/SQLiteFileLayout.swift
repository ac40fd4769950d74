/// What makes a SQLite file this App's database, whichever features use it:
/// its application id, and the layout version in `PRAGMA user_version`.
///
/// The layout is the part every feature shares: the `schema_versions` table
/// in which each feature records its own version (see `SQLiteSchema`).
///
/// - Layout 1 was the Inbox alone, with its version in `user_version`.
/// - Layout 2 is `schema_versions`.
///
/// A file at a layout newer than this one is refused, so an older build
/// never writes to a file it does not understand.
enum SQLiteFileLayout {
    /// Marks a file as this App's database ("StRa"), so another program's
    /// database is refused instead of being mistaken for an old one of ours.
    static let applicationID: Int64 = 0x5374_5261

    static let version = 2

    /// Checks that the file is ours, or new, before anything is written to it.
    ///
    /// A database with no tables yet is taken as new only when nothing marks
    /// it as anyone's: an application id or a schema version says it is another program's.
    static func check(_ database: SQLiteDatabase, path: String) throws {
        let application = try database.value("PRAGMA application_id").integer ?? 0
        let layout = Int(try database.value("PRAGMA user_version").integer ?? 0)
        let tables = try database.value("SELECT count(*) FROM sqlite_master").integer ?? 0
        if application == applicationID {
            guard layout <= version else {
                throw SQLiteStoreError(
                    path: path, reason: .newerSchema(part: "the file's layout", found: layout, known: version))
            }
        } else if application != 0 || tables != 0 || layout != 0 {
            throw SQLiteStoreError(path: path, reason: .foreignSchema)
        }
    }

    /// Whether the file still needs the shared layout written.
    static func needsUpgrade(_ database: SQLiteDatabase) throws -> Bool {
        Int(try database.value("PRAGMA user_version").integer ?? 0) < version
    }

    /// Writes the shared layout once; a second process racing to do the same
    /// finds it done inside its own transaction.
    static func upgrade(_ database: SQLiteDatabase) throws {
        guard try needsUpgrade(database) else { return }
        try database.transaction {
            guard try needsUpgrade(database) else { return }
            try database.execute(
                """
                PRAGMA application_id = \(applicationID);
                CREATE TABLE IF NOT EXISTS schema_versions (name TEXT PRIMARY KEY, version INTEGER NOT NULL) WITHOUT ROWID;
                PRAGMA user_version = \(version);
                """)
        }
    }
}
