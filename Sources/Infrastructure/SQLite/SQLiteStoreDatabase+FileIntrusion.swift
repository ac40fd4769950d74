extension SQLiteStoreDatabase {
    /// Why the file a connection opened may no longer take its changes.
    enum FileIntrusion: Error {
        /// The path names another file than the one opened, or none: a change
        /// written now would go to a file no one will open again, and be lost.
        case replaced
        /// Overwritten in place, such as with random bytes or cut to nothing:
        /// the file keeps its identity, but no longer begins as a database.
        case overwritten

        /// What, if anything, happened to the file `database` opened at `path`
        /// as `opened`. Under the write lock (`underLock`), the file's bytes are
        /// only ever changed by another process's checkpoint, which copies in
        /// pages from a log and never runs without one, so with an empty log
        /// the length is judged too. Without it, only what no writer ever
        /// changes: the header's mark and page size, and that there is a file.
        static func found(in database: SQLiteDatabase, at path: String, opened: FileIdentity?, underLock: Bool)
            -> Self?
        {
            guard SQLiteFileCheck.identity(of: path) == opened else { return .replaced }
            let logIsEmpty = underLock && SQLiteFileCheck.walIsEmpty(path)
            guard let start = database.fileStart(), SQLiteFileCheck.problem(in: start, logIsEmpty: logIsEmpty) == nil
            else { return .overwritten }
            return nil
        }
    }
}
