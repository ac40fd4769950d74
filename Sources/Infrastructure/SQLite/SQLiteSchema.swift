/// One feature's tables in the shared database file, as steps from one
/// version to the next.
///
/// Every feature keeps its tables in the same file, and each evolves on its
/// own: the file's `schema_versions` table holds one version per schema name,
/// so adding a step to one feature never renumbers another's. The App opens
/// the file once with every feature's schema and applies all missing steps in
/// one transaction (`migrate`). A step is never edited once released: a
/// change is a new step at the end.
package struct SQLiteSchema: Sendable {
    /// The feature's key in `schema_versions`; never changed once released.
    package let name: String
    package let steps: [String]
    /// How to read this feature's version in a file made before per-feature
    /// versions existed; nil for a feature that is newer than those files.
    package let adoptedVersion: (@Sendable (SQLiteDatabase) throws -> Int)?
    /// The reference whose rule these steps hold, for a delete to count what names an entry.
    package let reference: StoreReference?

    package init(
        name: String, steps: [String], adoptedVersion: (@Sendable (SQLiteDatabase) throws -> Int)? = nil,
        reference: StoreReference? = nil
    ) {
        self.name = name
        self.steps = steps
        self.adoptedVersion = adoptedVersion
        self.reference = reference
    }

    var latestVersion: Int { steps.count }

    /// The version the file holds for this feature: its row in `schema_versions`,
    /// else what an older file says, else 0 for a feature new to the file. A
    /// value no build writes (negative, not a whole number, two rows) is refused:
    /// taken as it is, it would skip steps, or run them again.
    func version(in database: SQLiteDatabase, path: String) throws -> (version: Int, isRecorded: Bool) {
        let rows = try database.rows("SELECT version FROM schema_versions WHERE name = ?", [.text(name)])
        guard !rows.isEmpty else {
            let adopted = try adoptedVersion?(database) ?? 0
            guard adopted >= 0 else { throw unusable("\(adopted)", path: path) }
            return (adopted, false)
        }
        guard rows.count == 1, case .integer(let recorded) = rows[0].first, recorded >= 0 else {
            throw unusable(rows.map { Self.shown($0.first) }.joined(separator: ", "), path: path)
        }
        return (Int(recorded), true)
    }

    /// A recorded value as a message may show it: a text is someone else's words, so only its kind.
    private static func shown(_ value: SQLiteValue?) -> String {
        switch value {
        case .integer(let number): "\(number)"
        case .real(let number): "\(number)"
        case .text: "a text"
        case .null, nil: "NULL"
        }
    }

    private func unusable(_ found: String, path: String) -> SQLiteStoreError {
        SQLiteStoreError(path: path, reason: .unusableVersion(part: "the \(name) tables", found: found))
    }

    /// Whether opening the file must write this feature's steps or its version.
    func needsUpgrade(in database: SQLiteDatabase, path: String) throws -> Bool {
        let found = try version(in: database, path: path)
        return !found.isRecorded || found.version < latestVersion
    }

    /// Brings every feature's tables up to its latest version, inside the
    /// caller's one transaction (`SQLiteStoreDatabase.prepare`): each version is
    /// read and a newer one refused before any step is written, so a database
    /// that any feature refuses is left as it was, whatever order the features
    /// come in. Read inside the transaction, the versions are those of the
    /// last commit, so two processes opening one file at once apply each step
    /// once, and a version a newer build wrote meanwhile is refused, never lowered.
    static func migrate(_ schemas: [SQLiteSchema], in database: SQLiteDatabase, path: String) throws {
        let found = try schemas.map { schema in (schema, try schema.version(in: database, path: path).version) }
        for (schema, version) in found { try schema.refuseNewer(version, path: path) }
        for (schema, version) in found {
            for step in schema.steps.dropFirst(version) { try database.execute(step) }
            try database.run(
                "INSERT INTO schema_versions (name, version) VALUES (?, ?) "
                    + "ON CONFLICT (name) DO UPDATE SET version = max(version, excluded.version)",
                [.text(schema.name), .integer(Int64(max(version, schema.latestVersion)))])
        }
    }

    func refuseNewer(_ found: Int, path: String) throws {
        guard found <= latestVersion else {
            throw SQLiteStoreError(
                path: path, reason: .newerSchema(part: "the \(name) tables", found: found, known: latestVersion))
        }
    }
}
