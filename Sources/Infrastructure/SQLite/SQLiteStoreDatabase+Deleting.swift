extension SQLiteStoreDatabase {
    /// Deletes row `id` of `table` unless rows of another feature name it:
    /// they are counted first, in the same transaction, under the file's one
    /// write lock, so no other process can add one between the count and the
    /// delete. The triggers of each `StoreReference` hold the rule for
    /// writers that do not ask, such as an older build.
    package func deleteRow(_ id: Int64, from table: String) async throws -> RowDeletion {
        let counts = StoreReference.counts(of: references, naming: table, parameter: "?1")
        return try await writing { database in
            let referrers = try counts.compactMap { count in
                count.reference.referrers(try database.value(count.statement, [.integer(id)]).integer ?? 0)
            }
            guard referrers.isEmpty else { return .referred(referrers) }
            return try database.run(#"DELETE FROM "\#(table)" WHERE id = ?"#, [.integer(id)]) > 0 ? .deleted : .notFound
        }
    }
}
