extension PostgreSQLStoreDatabase {
    /// Starts `token`'s unit of work once no other unit holds the connection:
    /// one transaction at read committed, so a step that waited on a row
    /// another process locked reads it as that process left it.
    func begin(_ token: WorkToken) async throws {
        await hold(for: token)
        do {
            try naming { try database.execute("BEGIN ISOLATION LEVEL READ COMMITTED") }
            database.unitIsOpen = true
        } catch {
            release()
            throw error
        }
    }

    /// Lands the unit's changes, or undoes them, and lets the calls it held back go on.
    func end(committing: Bool) throws {
        defer {
            database.unitIsOpen = false
            release()
        }
        // A statement that failed aborted the transaction; COMMIT would only roll it back.
        guard committing, !database.isAborted else {
            try naming { try database.execute("ROLLBACK") }
            if committing { throw PostgreSQLStoreError(url: database.url, reason: .failed("a step failed")) }
            return
        }
        try naming { try database.execute("COMMIT") }
    }

    /// Reads rows a unit of work may write next. Inside one, `body` is told
    /// so, for its statement to lock them (`FOR UPDATE`) until the unit ends:
    /// another process's unit then waits to read them until this one has
    /// landed, so a check and the write after it cannot be overtaken.
    /// Outside one, as any read.
    package func reading<Result: Sendable>(
        locking body: @Sendable (PostgreSQLDatabase, _ inWork: Bool) throws -> Result
    ) async throws -> Result {
        let inWork = await takeTurn()
        return try naming {
            try database.transaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY") { try body(database, inWork) }
        }
    }
}
