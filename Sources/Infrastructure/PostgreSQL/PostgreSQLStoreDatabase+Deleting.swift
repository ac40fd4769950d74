extension PostgreSQLStoreDatabase {
    /// Deletes row `id` of `table` unless rows of another feature name it.
    /// The row is locked first: a transaction adding a row that names it
    /// holds a key-share lock on it until it ends, so the count waits for it
    /// and sees its row, and one that starts later waits for this delete and
    /// is then refused by the foreign key. Either way nothing names a row
    /// that is gone.
    package func deleteRow(_ id: Int64, from table: String) async throws -> RowDeletion {
        let counts = StoreReference.counts(of: references, naming: table, parameter: "$1")
        // Read committed, whatever the server's default: each count must see what committed while it waited.
        return try await writing("BEGIN ISOLATION LEVEL READ COMMITTED") { database in
            guard try database.value(#"SELECT id FROM "\#(table)" WHERE id = $1 FOR UPDATE"#, [String(id)]) != nil
            else { return .notFound }
            let referrers = try counts.compactMap { count in
                count.reference.referrers(Int64(try database.value(count.statement, [String(id)]) ?? "") ?? 0)
            }
            guard referrers.isEmpty else { return .referred(referrers) }
            try database.rows(#"DELETE FROM "\#(table)" WHERE id = $1"#, [String(id)])
            return .deleted
        }
    }
}
