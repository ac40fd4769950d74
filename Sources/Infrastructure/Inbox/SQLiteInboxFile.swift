import CSQLite
import Foundation

/// Making and opening the inbox's database file: creation that never leaves a
/// half-made file at the path, and the checks that refuse a file that is not
/// an inbox database before anything is written to it.
enum SQLiteInboxFile {
    /// Builds a new file beside the final one and moves it in place whole, so
    /// the path never holds a half-made database, even after a crash.
    static func create(at path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SQLiteStoreError(path: path, reason: .cannotCreate("the folder \(folder) does not exist"))
        }
        // SQLite keeps its log beside the file as NAME-wal, four bytes longer, within the usual 255.
        guard url.lastPathComponent.utf8.count <= 251 else {
            throw SQLiteStoreError(
                path: path,
                reason: .cannotCreate("its name is longer than 251 bytes, which leaves no room for SQLite's -wal file"))
        }
        removeAbandonedDrafts(in: folder)
        // Short, whatever the final name's length, so any legal name can be created;
        // the process id lets a later run tell a draft whose maker died from one in progress.
        let draft = "\(draftPrefix)\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let temporary = url.deletingLastPathComponent().appendingPathComponent(draft).path
        defer { _ = unlink(temporary) }
        do {
            let database = try SQLiteDatabase(path: temporary, mode: .create)
            try prepare(database, path: path)
        }
        // link() refuses to replace, so a file another process made meanwhile wins.
        if link(temporary, path) != 0, errno != EEXIST {
            if rename(temporary, path) != 0 {
                throw SQLiteStoreError(path: path, reason: .cannotCreate(String(cString: strerror(errno))))
            }
        }
    }

    private static let draftPrefix = ".inbox-creating-"

    /// Removes drafts left by a process killed while it created a store: each
    /// names its maker, and a maker that no longer runs will never finish it.
    static func removeAbandonedDrafts(in folder: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names where name.hasPrefix(draftPrefix) {
            let maker = name.dropFirst(draftPrefix.count).prefix { $0.isNumber }
            guard let pid = pid_t(maker), kill(pid, 0) != 0, errno == ESRCH else { continue }
            for suffix in ["", "-wal", "-shm", "-journal"] { _ = unlink(folder + "/" + name + suffix) }
        }
    }

    /// Checks that the file is an inbox database this inbox can read, then
    /// upgrades it. Nothing is written before both checks pass.
    static func prepare(_ database: SQLiteDatabase, path: String) throws {
        let application = try database.value("PRAGMA application_id").integer ?? 0
        let version = Int(try database.value("PRAGMA user_version").integer ?? 0)
        let tables = try database.value("SELECT count(*) FROM sqlite_master").integer ?? 0
        if application == SQLiteInboxSchema.applicationID {
            if version > SQLiteInboxSchema.latestVersion {
                throw SQLiteStoreError(
                    path: path, reason: .newerSchema(found: version, known: SQLiteInboxSchema.latestVersion))
            }
        } else if application != 0 || tables != 0 || version != 0 {
            // A database with no tables yet is taken as a new inbox only when
            // nothing marks it as anyone's: a schema version says it is another program's.
            throw SQLiteStoreError(path: path, reason: .foreignSchema)
        }
        guard !database.isReadOnly else {
            if version < SQLiteInboxSchema.latestVersion {
                throw SQLiteStoreError(path: path, reason: .needsUpgradeButReadOnly)
            }
            return
        }
        // The log lets readers in other processes go on while one writes.
        try database.execute("PRAGMA journal_mode = WAL")
        try database.execute("PRAGMA synchronous = FULL")
        try SQLiteInboxSchema.migrate(database)
    }
}
