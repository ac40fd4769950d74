public import Domain

/// A feature's table, as the core's stores keep its entries: its name in
/// SQL, how a message names one of its rows, and its schema on each engine.
/// A feature declares its own once, in one file of its Infrastructure, where
/// `make field` appends each engine's next step:
///
///     extension EntryTable<ContactDraft> {
///         package static let contacts = EntryTable(
///             name: "contacts", anEntry: "a contact",
///             schema: StoreSchema(sqlite: SQLiteSchema(…), postgreSQL: PostgreSQLSchema(…)))
///     }
///
/// The steps make the table `name`, its index, its version column and its
/// count (`name_count`), as the stores read them; the type ties the table to
/// its draft, so a store cannot be handed another feature's table.
public struct EntryTable<Draft: EntryDraft>: Sendable {
    /// The table's name in SQL, unquoted ("contacts"): a lower-case
    /// identifier, which the stores quote and suffix (`"contacts_count"`).
    public let name: String
    /// One row, with its article, as a message names it: "a contact", "an order".
    public let anEntry: String
    /// Its steps on each engine, which the App opens its one database with.
    package let schema: StoreSchema

    /// `anEntry` carries its article, as no rule finds it ("a user", "an hour").
    package init(name: String, anEntry: String, schema: StoreSchema) {
        self.name = name
        self.anEntry = anEntry
        self.schema = schema
    }
}
