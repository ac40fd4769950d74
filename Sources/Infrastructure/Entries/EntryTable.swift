public import Domain

/// A feature's table, as the core's stores keep its entries: its name in
/// SQL, and its schema on each engine, which the App opens its one database
/// with. A feature declares its own once, in one file of its Infrastructure,
/// naming only its columns; `make field` adds a `SchemaStep` for each field after:
///
///     extension EntryTable<Draft<ContactFields>> {
///         package static let contacts = EntryTable(
///             sqlite: #""name" TEXT NOT NULL CHECK (…),"#, postgreSQL: #""name" text NOT NULL CHECK (…),"#,
///             name: "contacts", versionedAs: "Contacts")
///     }
///
/// Every table starts with the same two steps on each engine, written here
/// (`EntryTableSteps`): the table with those columns, its id, its time and
/// its index; then its version column and its count. A schema of the core's
/// follows the feature's, versioned as "<version> times": its time counted
/// in seconds since 1970. The type ties the table to its draft, so a store
/// cannot be handed another feature's table.
public struct EntryTable<Draft: EntryDraft>: Sendable {
    /// The table's name in SQL, unquoted ("contacts"): a lower-case
    /// identifier, which the stores quote and suffix (`"contacts_count"`).
    public let name: String
    /// Its steps on each engine.
    package let schema: StoreSchema

    /// `sqlite` and `postgreSQL` are each engine's column definitions, one
    /// a line, each ending with a comma, first, as what sets one feature's
    /// table apart from another's; `version` is the name `schema_versions`
    /// keeps the table's version under, never changed once released;
    /// `added`, the steps after the first two, one a field, in order.
    package init(
        sqlite: String, postgreSQL: String, name: String, versionedAs version: String, added: [SchemaStep] = []
    ) {
        let steps = EntryTableSteps(table: name)
        self.name = name
        // The core's count of seconds, a schema of its own after the feature's: its steps come after
        // the feature's, whatever number of them a database has run.
        let times = version + " times"
        schema = StoreSchema(
            sqlite: [
                SQLiteSchema(name: version, steps: steps.sqlite(columns: sqlite) + added.map(\.sqlite)),
                SQLiteSchema(name: times, steps: [steps.since1970]),
            ],
            postgreSQL: [
                PostgreSQLSchema(name: version, steps: steps.postgreSQL(columns: postgreSQL) + added.map(\.postgreSQL)),
                PostgreSQLSchema(name: times, steps: [steps.since1970]),
            ])
    }
}

/// One step of a feature's table after its first two, on each engine: what
/// `make field` adds for a field, and a team adds for any other change. A
/// step is never edited once released: a change is a new step at the end.
package struct SchemaStep: Sendable {
    package let sqlite: String
    package let postgreSQL: String

    package init(sqlite: String, postgreSQL: String) {
        self.sqlite = sqlite
        self.postgreSQL = postgreSQL
    }
}
