package import Domain

extension SQLiteStoreDatabase {
    /// Why no change may be written, once the file was found damaged, or the
    /// path names another file than the one opened, or that file was overwritten.
    var changesRefused: SQLiteStoreError? {
        if isDamaged { return SQLiteStoreError(path: path, reason: .corrupt) }
        return isReplaced || isOverwritten ? SQLiteStoreError(path: path, reason: .replaced) : nil
    }

    /// Runs a change as one transaction; refused outright once the file was
    /// found damaged, when the path names another file than the one opened,
    /// or when that file no longer begins as the App's database. `row` is
    /// the values a change writes to a feature's row, if it writes one: a
    /// reference's trigger refusing it is then the field's own refusal.
    package func writing<Result: Sendable>(
        row: FieldValues? = nil, _ body: @Sendable (SQLiteDatabase) throws -> Result
    ) async throws -> Result {
        _ = await takeTurn()
        if let refusal = changesRefused { throw refusal }
        let (path, identity) = (self.path, self.identity)
        do {
            // Garbage where the header was is caught before BEGIN, which would read
            // it as SQLite's own page 1 and fail as "not a database"; the rest
            // waits for the write lock, as a look from outside it once caught
            // another process's checkpoint half way and called a sound file truncated.
            if let intrusion = FileIntrusion.found(in: database, at: path, opened: identity, underLock: false) {
                throw intrusion
            }
            return try read { database in
                try database.transaction {
                    if let intrusion = FileIntrusion.found(in: database, at: path, opened: identity, underLock: true) {
                        throw intrusion
                    }
                    do {
                        return try body(database)
                    } catch {
                        throw StoreReference.refusal(for: error, by: references, writing: row)
                    }
                }
            }
        } catch let intrusion as FileIntrusion {
            throw noting(intrusion)
        }
    }

    /// Why a change was refused, once the transaction is rolled back, so the log can be dealt with.
    func noting(_ intrusion: FileIntrusion) -> SQLiteStoreError {
        switch intrusion {
        case .replaced:
            // The log beside the path is this file's, and whatever is opened at
            // the path next would take it as its own. Its changes go into the file
            // they were written for, wherever it now is, and the log is emptied.
            isReplaced = true
            database.emptyLogIntoItsFile()
        case .overwritten:
            // SQLite, reading through its log, would go on acknowledging changes,
            // then copy the log into the garbage at close.
            isOverwritten = true
            database.keepLogOnClose()
        }
        return SQLiteStoreError(path: path, reason: .replaced)
    }
}
