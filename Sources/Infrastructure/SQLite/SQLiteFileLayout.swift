/// What makes a SQLite file this App's database, whichever features use it:
/// its application id, and the layout version in `PRAGMA user_version`.
///
/// The layout is the part every feature shares: the `schema_versions` table
/// in which each feature records its own version (see `SQLiteSchema`).
///
/// - Layout 1 was the sample feature alone, with its version in `user_version`.
/// - Layout 2 is `schema_versions`.
/// - Layout 3 (5.0.0) is the same, with every stored instant counted in
///   seconds since 1970 (`EntryTable`'s "<Feature> times" schemas, and the
///   sample feature's own step): a 4.x build, which knows layout 2, refuses
///   the file rather than add rows counted from 2001.
///
/// A file at a layout newer than this one is refused, so an older build
/// never writes to a file it does not understand.
enum SQLiteFileLayout {
    /// Marks a file as this App's database, so another program's database,
    /// another fork's included, is refused instead of being mistaken for an
    /// old one of ours.
    static let applicationID = identity(of: StoreSchema.package)

    /// The identity every build had before 3.0.0, "StRa", whatever its
    /// package was called. The template keeps it, so its older files open.
    static let sharedIdentity: Int64 = 0x5374_5261

    /// Other identities this App takes as its own. A fork renamed before
    /// 3.0.0 wrote its files with `sharedIdentity`; it lists that here to go
    /// on opening them, and so takes the template's files too, as it did.
    static let adoptedIdentities: Set<Int64> = []

    /// Whether a file marked `identity` is this App's.
    static func isOurs(_ identity: Int64) -> Bool {
        identity == applicationID || adoptedIdentities.contains(identity)
    }

    /// A package's identity: the FNV-1a hash of its name, kept positive as
    /// SQLite's signed header field reads it back. The template's own name
    /// (it hashes to 0x0B59C15C) keeps `sharedIdentity`.
    static func identity(of package: String) -> Int64 {
        var hash: UInt32 = 0x811C_9DC5
        for byte in package.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        if hash == 0x0B59_C15C { return sharedIdentity }
        let positive = Int64(hash & 0x7FFF_FFFF)
        // Never 0, which marks no program, nor the template's.
        return positive == 0 || positive == sharedIdentity ? positive + 1 : positive
    }

    static let version = 3

    /// Where layout 2 keeps the `user_version` a layout-1 file had, for the
    /// feature whose version it was to adopt.
    static let legacyVersionKey = "(user_version before schema_versions)"

    /// Checks that the file is ours, or new, before anything is written to it.
    ///
    /// A database with no tables yet is taken as new only when nothing marks
    /// it as anyone's: an application id or a schema version says it is another program's.
    static func check(_ database: SQLiteDatabase, path: String) throws {
        let application = try database.value("PRAGMA application_id").integer ?? 0
        let userVersion = Int(try database.value("PRAGMA user_version").integer ?? 0)
        let tables = try database.value("SELECT count(*) FROM sqlite_master").integer ?? 0
        if isOurs(application) {
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

    /// Whether the file still needs the shared layout written, or its version raised.
    static func needsUpgrade(_ database: SQLiteDatabase) throws -> Bool {
        try !hasRegistry(database) || (database.value("PRAGMA user_version").integer ?? 0) < Int64(version)
    }

    private static func hasRegistry(_ database: SQLiteDatabase) throws -> Bool {
        try database.value("SELECT count(*) FROM sqlite_master WHERE name = 'schema_versions'").integer == 1
    }

    /// Writes the shared layout once, inside the caller's transaction, keeping
    /// a layout-1 file's version for its feature to adopt; a second process
    /// racing to do the same finds it done once its own transaction begins.
    static func upgrade(_ database: SQLiteDatabase) throws {
        guard try needsUpgrade(database) else { return }
        if try !hasRegistry(database) {
            let legacy = try database.value("PRAGMA user_version").integer ?? 0
            try database.execute(
                """
                PRAGMA application_id = \(applicationID);
                CREATE TABLE schema_versions (name TEXT PRIMARY KEY, version INTEGER NOT NULL) WITHOUT ROWID;
                """)
            if legacy > 0 {
                try database.run(
                    "INSERT INTO schema_versions (name, version) VALUES (?, ?)",
                    [.text(legacyVersionKey), .integer(legacy)])
            }
        }
        try database.execute("PRAGMA user_version = \(version)")
    }
}
