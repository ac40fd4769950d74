extension SQLiteStoreDatabase {
    /// Starts `token`'s unit of work once no other unit holds the database:
    /// one write transaction, its lock taken at once, so no other process
    /// writes until the unit ends and what a step reads stays as it read it.
    /// Refused, holding nothing, for every reason a change is.
    func begin(_ token: WorkToken) async throws {
        await hold(for: token)
        if let refusal = changesRefused { throw ending(refusal) }
        do {
            if let intrusion = FileIntrusion.found(in: database, at: path, opened: identity, underLock: false) {
                throw intrusion
            }
            try database.execute("BEGIN IMMEDIATE")
            database.unitIsOpen = true
            if let intrusion = FileIntrusion.found(in: database, at: path, opened: identity, underLock: true) {
                database.unitIsOpen = false
                try? database.execute("ROLLBACK")
                throw intrusion
            }
        } catch let intrusion as FileIntrusion {
            throw ending(noting(intrusion))
        } catch {
            throw ending(SQLiteStoreError(translating: error, path: path))
        }
    }

    /// Lands the unit's changes, or undoes them, and lets the calls it held back go on.
    func end(committing: Bool) throws {
        defer {
            database.unitIsOpen = false
            release()
        }
        guard committing else {
            if database.isInTransaction { try? database.execute("ROLLBACK") }
            return
        }
        do {
            try database.execute("COMMIT")
        } catch {
            if database.isInTransaction { try? database.execute("ROLLBACK") }
            throw SQLiteStoreError(translating: error, path: path)
        }
    }

    private func ending(_ error: SQLiteStoreError) -> SQLiteStoreError {
        release()
        return error
    }
}
