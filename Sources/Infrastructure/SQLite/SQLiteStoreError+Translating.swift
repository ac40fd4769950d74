import CSQLite

extension SQLiteStoreError {
    /// Names what went wrong with a SQLite call in the store's terms.
    init(translating error: any Error, path: String) {
        guard let error = error as? SQLiteError else {
            self.init(path: path, reason: .failed("\(error)"))
            return
        }
        let reason: SQLiteStoreError.Reason
        switch error.primaryCode {
        case SQLITE_BUSY, SQLITE_LOCKED: reason = .busy
        case SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_PERM: reason = .readOnly
        case SQLITE_FULL: reason = .diskFull
        case SQLITE_NOTADB: reason = .notADatabase
        case SQLITE_CORRUPT: reason = .corrupt
        default: reason = .failed(error.description)
        }
        self.init(path: path, reason: reason)
    }
}
