/// One feature's tables in the App's PostgreSQL database, as steps from one
/// version to the next: what `SQLiteSchema` is for a file. The database's
/// registry table (`strata_schema_versions` in the template) holds one version
/// per feature name, so each feature evolves its own tables. A step is never edited once released: a
/// change is a new step at the end.
package struct PostgreSQLSchema: Sendable {
    /// The feature's key in the registry; never changed once released.
    package let name: String
    package let steps: [String]
    /// The channel the feature's writes notify on commit, if it tells other
    /// processes of its changes: the App's connection listens on it from the
    /// moment it opens, so no commit after that goes unheard.
    package let channel: String?
    /// The reference whose rule these steps hold, for a delete to count what names an entry.
    package let reference: StoreReference?

    package init(name: String, steps: [String], channel: String? = nil, reference: StoreReference? = nil) {
        self.name = name
        self.steps = steps
        self.channel = channel
        self.reference = reference
    }

    /// Checks the database and every feature's version, then brings every
    /// feature up to its latest in one transaction; any refusal writes nothing.
    /// An advisory lock held to the end of the transaction makes two
    /// processes that open a new database at once take turns.
    static func prepare(
        _ schemas: [PostgreSQLSchema], in database: PostgreSQLDatabase, registry: String = registry
    ) throws(PostgreSQLStoreError) {
        do {
            try database.transaction {
                try database.execute("SELECT pg_advisory_xact_lock(\(advisoryLock))")
                let versions = try recordedVersions(in: database, registry: registry)
                for schema in schemas {
                    let found = versions[schema.name] ?? 0
                    guard found <= schema.steps.count else {
                        throw PostgreSQLStoreError(
                            url: database.url,
                            reason: .newerSchema(
                                part: "the \(schema.name) tables", found: found, known: schema.steps.count))
                    }
                }
                let behind = schemas.filter { (versions[$0.name] ?? 0) < $0.steps.count }
                for schema in behind {
                    for step in schema.steps.dropFirst(versions[schema.name] ?? 0) {
                        try run(step, in: database)
                    }
                    try database.rows(
                        "INSERT INTO \(registry) (name, version) VALUES ($1, $2::integer) "
                            + "ON CONFLICT (name) DO UPDATE SET version = excluded.version",
                        [schema.name, String(schema.steps.count)])
                }
            }
        } catch let error as PostgreSQLStoreError {
            throw error
        } catch {
            throw PostgreSQLStoreError(url: database.url, reason: .failed("\(error)"))
        }
    }

    /// How many things someone made in the database: a schema but `public`;
    /// anything kept in a schema (relations of every kind, functions, types,
    /// collations, operators and their classes and families, text search
    /// configurations and dictionaries, conversions); an extension but the
    /// built-in `plpgsql`; a foreign-data wrapper or server, a publication, a
    /// large object, default privileges, or a cast. A new database holds none,
    /// on PostgreSQL 13, whose TOAST tables had row types, as on later ones.
    static let othersObjects = """
        WITH kept (namespace) AS (
            SELECT relnamespace FROM pg_catalog.pg_class UNION ALL SELECT pronamespace FROM pg_catalog.pg_proc
            UNION ALL SELECT typnamespace FROM pg_catalog.pg_type
            UNION ALL SELECT collnamespace FROM pg_catalog.pg_collation
            UNION ALL SELECT oprnamespace FROM pg_catalog.pg_operator
            UNION ALL SELECT opcnamespace FROM pg_catalog.pg_opclass
            UNION ALL SELECT opfnamespace FROM pg_catalog.pg_opfamily
            UNION ALL SELECT cfgnamespace FROM pg_catalog.pg_ts_config
            UNION ALL SELECT dictnamespace FROM pg_catalog.pg_ts_dict
            UNION ALL SELECT connamespace FROM pg_catalog.pg_conversion
        ), ours (namespace) AS (
            SELECT oid FROM pg_catalog.pg_namespace
            WHERE nspname IN ('pg_catalog', 'information_schema') OR nspname ~ '^pg_(toast|temp_)'
        )
        SELECT (SELECT count(*) FROM kept WHERE namespace NOT IN (SELECT namespace FROM ours))
             + (SELECT count(*) FROM pg_catalog.pg_namespace
                   WHERE oid NOT IN (SELECT namespace FROM ours) AND nspname <> 'public')
             + (SELECT count(*) FROM pg_catalog.pg_extension WHERE extname <> 'plpgsql')
             + (SELECT count(*) FROM pg_catalog.pg_foreign_data_wrapper)
             + (SELECT count(*) FROM pg_catalog.pg_foreign_server)
             + (SELECT count(*) FROM pg_catalog.pg_publication)
             + (SELECT count(*) FROM pg_catalog.pg_largeobject_metadata)
             + (SELECT count(*) FROM pg_catalog.pg_default_acl)
             + (SELECT count(*) FROM pg_catalog.pg_cast WHERE oid >= 16384)
        """

    /// "StRa", the mark SQLite files carry as their application id.
    static let advisoryLock: Int64 = 0x5374_5261

    /// The table of versions, named after the package (`make rename` rewrites
    /// `StoreSchema.package`), so a renamed fork and the template each
    /// find tables but no registry of their own in the other's database, and
    /// refuse it. The template keeps `strata_schema_versions`.
    package static let registry = registry(of: StoreSchema.package)

    /// The registry's name for a package; a package name is a Swift identifier,
    /// so the name needs no quoting.
    package static func registry(of package: String) -> String {
        package.lowercased() + "_schema_versions"
    }
}
