import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Looks at a file before SQLite opens it, reading only, so that a file that
/// is not a usable database is refused without a byte of it being written.
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
        guard FileManager.default.isReadableFile(atPath: path), let file = FileHandle(forReadingAtPath: path) else {
            return .unreadable
        }
        defer { try? file.close() }
        let header = [UInt8]((try? file.read(upToCount: 100)) ?? Data())
        let size = (try? file.seekToEnd()) ?? 0
        // SQLite itself would treat a zero-byte file as a new database and write
        // one; a file someone made and left empty is more likely a mistake.
        if size == 0 { return .empty }
        guard header.count == 100, header.starts(with: Array("SQLite format 3\0".utf8)) else { return .notADatabase }
        let rawPageSize = Int(header[16]) << 8 | Int(header[17])
        let pageSize = rawPageSize == 1 ? 65_536 : rawPageSize
        guard pageSize >= 512, pageSize.nonzeroBitCount == 1 else { return .notADatabase }
        // Another program's mark refuses the file before SQLite opens it at all.
        let marked = bigEndian(header[68..<72])
        if marked != 0 && !SQLiteFileLayout.isOurs(Int64(marked)) { return .foreignSchema }
        // Uncheckpointed pages in a write-ahead log legitimately make the file
        // shorter than its header says, so the length is judged only without one.
        if walIsEmpty(path) {
            let pageCount = bigEndian(header[28..<32])
            let headerCountIsValid = bigEndian(header[24..<28]) == bigEndian(header[92..<96])
            if size % UInt64(pageSize) != 0 || (headerCountIsValid && size < UInt64(pageCount) * UInt64(pageSize)) {
                return .truncated
            }
            let application = bigEndian(header[68..<72])
            if !writing, SQLiteFileLayout.isOurs(Int64(application)),
                bigEndian(header[60..<64]) < SQLiteFileLayout.version
            {
                return .needsUpgradeButReadOnly
            }
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
