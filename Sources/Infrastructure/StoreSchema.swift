/// One feature's tables on every engine the App can open: what the App's
/// one database is opened with, whichever engine the user chose. A feature
/// that keeps data gives one, so `Features.schemas` lists each feature once.
package struct StoreSchema: Sendable {
    package let sqlite: SQLiteSchema
    package let postgreSQL: PostgreSQLSchema

    package init(sqlite: SQLiteSchema, postgreSQL: PostgreSQLSchema) {
        self.sqlite = sqlite
        self.postgreSQL = postgreSQL
    }
}
