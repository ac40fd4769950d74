/// Why a SQLite store cannot open the App's database file or carry out a
/// change, as one line that names the file and says what is wrong with it.
public struct SQLiteStoreError: Error, Equatable, CustomStringConvertible {
    public enum Reason: Equatable, Sendable {
        case isDirectory
        case notAFile
        /// SQLite's log or index beside the file, named here, is a directory, a pipe or a device.
        case sideFileNotAFile(String)
        case unreadable
        case empty
        case notADatabase
        case truncated
        case corrupt
        case foreignSchema
        /// `part` names what is newer: the file's shared layout, or one feature's tables.
        case newerSchema(part: String, found: Int, known: Int)
        /// The version recorded for `part` is one no build writes, as it was found.
        case unusableVersion(part: String, found: String)
        case needsUpgradeButReadOnly
        case cannotCreate(String)
        case busy
        case replaced
        case readOnly
        case diskFull
        case failed(String)
    }

    public let path: String
    public let reason: Reason

    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(explanation)" }

    private var explanation: String {
        switch reason {
        case .isDirectory: "is a directory, not a database file"
        case .notAFile: "is not a regular file (a pipe, a device or a socket), not a database file"
        case .sideFileNotAFile(let side):
            "cannot be used: \(side) beside it is not a regular file (a directory, a pipe or a device); it was left as it is"
        case .unreadable: "cannot be read (permission denied)"
        case .empty: "is an empty file, not a database; remove it or choose another file"
        case .notADatabase: "is not a SQLite database"
        case .truncated: "is a truncated SQLite database (shorter than its header says)"
        case .corrupt: "is a damaged SQLite database"
        case .foreignSchema: "is a SQLite database of some other program; it was left as it is"
        case .newerSchema(let part, let found, let known):
            "was written by a newer version of this app (\(part) at version \(found); this one knows up to \(known)); it was left as it is"
        case .unusableVersion(let part, let found):
            "records a version of \(part) that no build writes (\(found)); it was left as it is"
        case .needsUpgradeButReadOnly: "needs upgrading to this version's tables but cannot be written"
        case .cannotCreate(let why): "cannot be created: \(why)"
        case .busy: "is busy: another process kept it locked; try again"
        case .replaced:
            "was replaced or removed while the app ran; nothing was changed (start it again to use what is there now)"
        case .readOnly: "cannot be written (read-only file, directory or connection); nothing was changed"
        case .diskFull: "cannot be written: the disk is full; nothing was changed"
        case .failed(let why): why
        }
    }
}
