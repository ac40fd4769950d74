package import Domain

/// The App's one connection to its PostgreSQL database, which every
/// feature's store shares: what `SQLiteStoreDatabase` is for a file. Opening it
/// checks that the database is Strata's and that this build knows every
/// feature's version, then writes every missing step in one transaction; a
/// database that any feature refuses is left as it was.
///
/// An actor, because a libpq connection must never be used by two tasks at
/// once: a store hands it a closure, which runs whole on this actor, so no
/// other store's call ever lands inside a transaction. While a unit of work
/// holds the connection (it is the App's `UnitOfWork` on PostgreSQL), its own
/// calls join its transaction and every other call waits for it to end.
package actor PostgreSQLStoreDatabase: WorkDatabase {
    package nonisolated let url: String
    let database: PostgreSQLDatabase
    /// The references the App declared, which a delete counts before it deletes.
    let references: [StoreReference]
    package var turns = WorkTurns()

    package init(url: String, schemas: [PostgreSQLSchema]) throws(PostgreSQLStoreError) {
        self.url = url
        references = schemas.compactMap(\.reference)
        let database = try PostgreSQLDatabase(url: url)
        try PostgreSQLSchema.prepare(schemas, in: database)
        for channel in schemas.compactMap(\.channel) { try database.listen(on: channel) }
        self.database = database
    }

    /// Runs reads in one read-only transaction that sees one snapshot, so a
    /// count and the page it counts never disagree. A feature's own errors,
    /// such as "no such order", pass through as they are.
    package func reading<Result: Sendable>(
        _ body: @Sendable (PostgreSQLDatabase) throws -> Result
    ) async throws -> Result {
        try await reading { database, _ in try body(database) }
    }

    /// One statement's first value, outside any transaction: a look that needs
    /// no snapshot, such as a count, costs one round trip rather than three.
    package func value(_ sql: String) async throws -> String? {
        _ = await takeTurn()
        return try naming { try database.value(sql) }
    }

    /// Runs a change as one transaction, `begin` saying which kind. `row`
    /// is the values a change writes to a feature's row, if it writes one: a
    /// reference's foreign key refusing it is then the field's own refusal.
    package func writing<Result: Sendable>(
        _ begin: String = "BEGIN", row: FieldValues? = nil, _ body: @Sendable (PostgreSQLDatabase) throws -> Result
    ) async throws -> Result {
        _ = await takeTurn()
        do {
            return try naming { try database.transaction(begin) { try body(database) } }
        } catch {
            throw StoreReference.refusal(for: error, by: references, writing: row)
        }
    }

    /// A column that does not decode, such as participants that are not a list
    /// of names, is the database's fault: one line naming it, never Swift's own words.
    func naming<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch is DecodingError {
            throw PostgreSQLStoreError(
                url: url, reason: .failed("holds a row this app cannot read; it was left as it is"))
        }
    }

    /// Whether another connection notified `channel` since the last look (see
    /// `PostgreSQLDatabase.wasNotified(on:)`).
    package func wasNotified(on channel: String) async throws -> Bool {
        _ = await takeTurn()
        return try database.wasNotified(on: channel)
    }
}
