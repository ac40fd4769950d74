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

    /// Where layout 2 keeps the `user_version` a layout-1 file had, for the
    /// feature whose version it was to adopt (`SQLiteInboxSchema.adoptedVersion`).
    static let legacyVersionKey = "(user_version before schema_versions)"

    /// Checks that the file is ours, or new, before anything is written to it.
    ///
    /// A database with no tables yet is taken as new only when nothing marks
    /// it as anyone's: an application id or a schema version says it is another program's.
    static func check(_ database: SQLiteDatabase, path: String) throws {
        let application = try database.value("PRAGMA application_id").integer ?? 0
        let userVersion = Int(try database.value("PRAGMA user_version").integer ?? 0)
        let tables = try database.value("SELECT count(*) FROM sqlite_master").integer ?? 0
        if application == applicationID {
            // Layout 1 kept a feature's version in user_version, whatever its number;
            // the registry's presence, not the number, says a file is at layout 2 or later.
            guard try !hasRegistry(database) || userVersion <= version else {
                throw SQLiteStoreError(
                    path: path, reason: .newerSchema(part: "the file's layout", found: userVersion, known: version))
            }
        } else if application != 0 || tables != 0 || userVersion != 0 {
            throw SQLiteStoreError(path: path, reason: .foreignSchema)
        }
    }

    /// Whether the file still needs the shared layout written.
    static func needsUpgrade(_ database: SQLiteDatabase) throws -> Bool {
        try !hasRegistry(database)
    }

    private static func hasRegistry(_ database: SQLiteDatabase) throws -> Bool {
        try database.value("SELECT count(*) FROM sqlite_master WHERE name = 'schema_versions'").integer == 1
    }

    /// Writes the shared layout once, inside the caller's transaction, keeping
    /// a layout-1 file's version for its feature to adopt; a second process
    /// racing to do the same finds it done once its own transaction begins.
    static func upgrade(_ database: SQLiteDatabase) throws {
        guard try needsUpgrade(database) else { return }
        let legacy = try database.value("PRAGMA user_version").integer ?? 0
        try database.execute(
            """
            PRAGMA application_id = \(applicationID);
            CREATE TABLE schema_versions (name TEXT PRIMARY KEY, version INTEGER NOT NULL) WITHOUT ROWID;
            PRAGMA user_version = \(version);
            """)
        if legacy > 0 {
            try database.run(
                "INSERT INTO schema_versions (name, version) VALUES (?, ?)",
                [.text(legacyVersionKey), .integer(legacy)])
        }
    }
}
