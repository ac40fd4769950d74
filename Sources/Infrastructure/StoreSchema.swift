/// One feature's tables on every engine the App can open: what the App's
/// one database is opened with, whichever engine the user chose. A feature
/// that keeps data gives one, so `Features.schemas` lists each feature once.
/// Most are one versioned schema per engine; a feature made of entries has a
/// second, the core's, which runs after the feature's own (`EntryTable`).
package struct StoreSchema: Sendable {
    /// The package this App is built as, which marks its databases on either
    /// engine. `make rename` rewrites it with every other mention of the
    /// package, so a fork's databases carry its own name.
    static let package = "Strata"

    /// Each engine's schemas, in the order they run.
    package let sqlite: [SQLiteSchema]
    package let postgreSQL: [PostgreSQLSchema]

    package init(sqlite: SQLiteSchema, postgreSQL: PostgreSQLSchema) {
        self.init(sqlite: [sqlite], postgreSQL: [postgreSQL])
    }

    package init(sqlite: [SQLiteSchema], postgreSQL: [PostgreSQLSchema]) {
        self.sqlite = sqlite
        self.postgreSQL = postgreSQL
    }
}
