import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Looks at a file before SQLite uses it, reading only, so that a file that
/// is not a usable database is refused without a byte of it being written.
///
/// Never through a descriptor of its own: closing one would drop every lock
/// this process holds on the file, and SQLite's shared lock is what tells
/// another process closing the file that it is not the last, and so must not
/// delete the log that this one is still writing to.
enum SQLiteFileCheck {
    /// Whether the path exists at all; a missing file gets created.
    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// Which file the path names now (its device and inode), or nil when it names none.
    static func identity(of path: String) -> FileIdentity? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }

    /// The first thing that makes the existing file unusable, or nil when SQLite may open it.
    ///
    /// A file that will only be read is also refused here when its header says
    /// it needs upgrading: a read-only connection to a WAL file leaves `-wal`
    /// and `-shm` files behind, which it cannot remove.
    static func problem(with path: String, writing: Bool = true) -> SQLiteStoreError.Reason? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue { return .isDirectory }
        // A FIFO would block the first read forever and a device is never a
        // database: only a regular file, or a link to one, is opened at all.
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return .notAFile }
        let systemSize = UInt64(max(0, status.st_size))
        // SQLite opens its log and its index beside the file: a FIFO there would block,
        // and a directory or a device would fail every change once the session began.
        for suffix in ["-wal", "-shm"] where stat(path + suffix, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFREG else { return .sideFileNotAFile(path + suffix) }
        }
        guard FileManager.default.isReadableFile(atPath: path) else { return .unreadable }
        // Read through a connection of SQLite's, which never closes a descriptor of a file
        // while another connection in this process holds a lock on it. Opening reads
        // nothing and writes nothing; only the bytes are read.
        let logWasEmpty = walIsEmpty(path)
        guard var start = try? SQLiteDatabase(path: path, mode: .readOnly).fileStart() else { return .unreadable }
        // SQLite's Unix layer reports a file of one byte as empty, since it writes one
        // byte into an empty file on some file systems; the system's count says it is not.
        if start.size == 0 { start = SQLiteFileStart(header: start.header, size: systemSize) }
        // A log that came or went meanwhile means another process wrote, and its
        // checkpoint may have been copying pages: the length is judged only
        // when there was no log before the read nor after it.
        return problem(in: start, logIsEmpty: logWasEmpty && walIsEmpty(path), writing: writing)
    }

    /// The first thing that makes a file that begins as `start` unusable, or
    /// nil. The length is judged only when `logIsEmpty`: pages not yet copied
    /// from a write-ahead log legitimately make the file shorter than its header says.
    static func problem(in start: SQLiteFileStart, logIsEmpty: Bool, writing: Bool = true)
        -> SQLiteStoreError.Reason?
    {
        // SQLite itself would treat a zero-byte file as a new database and write
        // one; a file someone made and left empty is more likely a mistake.
        if start.size == 0 { return .empty }
        let header = start.header
        guard header.count == SQLiteFileStart.headerSize, header.starts(with: Array("SQLite format 3\0".utf8)) else {
            return .notADatabase
        }
        let rawPageSize = Int(header[16]) << 8 | Int(header[17])
        let pageSize = rawPageSize == 1 ? 65_536 : rawPageSize
        guard pageSize >= 512, pageSize.nonzeroBitCount == 1 else { return .notADatabase }
        // Another program's mark refuses the file before SQLite opens it at all.
        let application = bigEndian(header[68..<72])
        if application != 0 && !SQLiteFileLayout.isOurs(Int64(application)) { return .foreignSchema }
        guard logIsEmpty else { return nil }
        let pageCount = bigEndian(header[28..<32])
        let headerCountIsValid = bigEndian(header[24..<28]) == bigEndian(header[92..<96])
        if start.size % UInt64(pageSize) != 0
            || (headerCountIsValid && start.size < UInt64(pageCount) * UInt64(pageSize))
        {
            return .truncated
        }
        let layout = bigEndian(header[60..<64])
        if !writing, SQLiteFileLayout.isOurs(Int64(application)), layout < SQLiteFileLayout.version {
            return .needsUpgradeButReadOnly
        }
        return nil
    }

    static func walIsEmpty(_ path: String) -> Bool {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path + "-wal")
        return ((attributes?[.size] as? NSNumber)?.intValue ?? 0) == 0
    }

    private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 << 8 | Int($1) }
    }
}

/// A file as the system knows it, whatever its path: a file renamed over the
/// path, or a path deleted, gives another identity, or none.
struct FileIdentity: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64
}
