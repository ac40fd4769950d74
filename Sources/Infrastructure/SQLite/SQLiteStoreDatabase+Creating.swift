import CSQLite
import Foundation

extension SQLiteStoreDatabase {
    /// Builds a new file beside the final one and moves it in place whole, so
    /// the path never holds a half-made database, even after a crash.
    static func create(at path: String, schemas: [SQLiteSchema]) throws {
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
        // A link whose target is missing would make SQLite create the file at the
        // far end, or fail there with a reason that names neither.
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
            throw SQLiteStoreError(
                path: path, reason: .cannotCreate("it is a symbolic link to \(target), which does not exist"))
        }
        removeAbandonedDrafts(in: folder)
        // Short, whatever the final name's length, so any legal name can be created;
        // the process id lets a later run tell a draft whose maker died from one in progress.
        let draft = "\(draftPrefix)\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let temporary = url.deletingLastPathComponent().appendingPathComponent(draft).path
        defer { _ = unlink(temporary) }
        do {
            let database: SQLiteDatabase
            do {
                database = try SQLiteDatabase(path: temporary, mode: .create)
            } catch {
                // SQLite says only "unable to open"; the folder is what refuses.
                throw SQLiteStoreError(path: path, reason: .cannotCreate(creationRefusal(in: folder)))
            }
            try prepare(database, schemas: schemas, path: path)
        }
        // link() refuses to replace, so a file another process made meanwhile wins.
        if link(temporary, path) != 0, errno != EEXIST {
            if rename(temporary, path) != 0 {
                throw SQLiteStoreError(path: path, reason: .cannotCreate(String(cString: strerror(errno))))
            }
        }
    }

    /// Why a file cannot be made in `folder`, in a few words.
    static func creationRefusal(in folder: String) -> String {
        FileManager.default.isWritableFile(atPath: folder)
            ? "SQLite could not make a file in \(folder)" : "the folder \(folder) is not writable"
    }

    private static let draftPrefix = ".store-creating-"

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
}
