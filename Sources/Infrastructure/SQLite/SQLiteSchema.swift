/// One feature's tables in the shared database file, as steps from one
/// version to the next.
///
/// Every feature keeps its tables in the same file, and each evolves on its
/// own: the file's `schema_versions` table holds one version per schema name,
/// so adding a step to one feature never renumbers another's. Opening a store
/// applies its feature's missing steps in order, one transaction per step. A
/// step is never edited once released: a change is a new step at the end.
package struct SQLiteSchema: Sendable {
    /// The feature's key in `schema_versions`; never changed once released.
    package let name: String
    package let steps: [String]
    /// How to read this feature's version in a file made before per-feature
    /// versions existed; nil for a feature that is newer than those files.
    package let adoptedVersion: (@Sendable (SQLiteDatabase) throws -> Int)?

    package init(name: String, steps: [String], adoptedVersion: (@Sendable (SQLiteDatabase) throws -> Int)? = nil) {
        self.name = name
        self.steps = steps
        self.adoptedVersion = adoptedVersion
    }

    var latestVersion: Int { steps.count }

    /// The version the file holds for this feature: its row in `schema_versions`,
    /// else what an older file says, else 0 for a feature new to the file.
    func version(in database: SQLiteDatabase) throws -> (version: Int, isRecorded: Bool) {
        let row = try database.value("SELECT version FROM schema_versions WHERE name = ?", [.text(name)])
        if let recorded = row.integer { return (Int(recorded), true) }
        return (try adoptedVersion?(database) ?? 0, false)
    }

    /// Whether opening the file must write this feature's steps or its version.
    func needsUpgrade(in database: SQLiteDatabase) throws -> Bool {
        let found = try version(in: database)
        return !found.isRecorded || found.version < latestVersion
    }

    /// Brings this feature's tables up to `latestVersion`. Each step re-reads
    /// the version inside its transaction, so two processes opening one file
    /// at once apply each step once; a version above the latest, which a newer
    /// build wrote meanwhile, is refused there too and never lowered.
    func migrate(_ database: SQLiteDatabase, path: String) throws {
        // A feature already at its latest version needs no write lock at all,
        // so opening it never waits for another process's write.
        try refuseNewer(try version(in: database).version, path: path)
        guard try needsUpgrade(in: database) else { return }
        while true {
            let done = try database.transaction {
                let (version, _) = try version(in: database)
                try refuseNewer(version, path: path)
                if version < latestVersion { try database.execute(steps[version]) }
                let reached = min(version + 1, latestVersion)
                try database.run(
                    "INSERT INTO schema_versions (name, version) VALUES (?, ?) "
                        + "ON CONFLICT (name) DO UPDATE SET version = max(version, excluded.version)",
                    [.text(name), .integer(Int64(reached))])
                return reached == latestVersion
            }
            if done { return }
        }
    }

    func refuseNewer(_ found: Int, path: String) throws {
        guard found <= latestVersion else {
            throw SQLiteStoreError(
                path: path, reason: .newerSchema(part: "the \(name) tables", found: found, known: latestVersion))
        }
    }
}
