/// Why the SQLite store cannot open its file or carry out a change, as one
/// line that names the file and says what is wrong with it.
public struct SQLiteStoreError: Error, Equatable, CustomStringConvertible {
    public enum Reason: Equatable, Sendable {
        case isDirectory
        case notAFile
        case unreadable
        case empty
        case notADatabase
        case truncated
        case corrupt
        case foreignSchema
        case newerSchema(found: Int, known: Int)
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
        case .isDirectory: "is a directory, not an inbox database"
        case .notAFile: "is not a regular file (a pipe, a device or a socket), not an inbox database"
        case .unreadable: "cannot be read (permission denied)"
        case .empty: "is an empty file, not an inbox database; remove it or choose another file"
        case .notADatabase: "is not a SQLite database"
        case .truncated: "is a truncated SQLite database (shorter than its header says)"
        case .corrupt: "is a damaged SQLite database"
        case .foreignSchema: "is a SQLite database of some other program, not an inbox database"
        case .newerSchema(let found, let known):
            "was written by a newer inbox (schema version \(found); this inbox knows up to \(known)); it was left as it is"
        case .needsUpgradeButReadOnly: "needs upgrading to this inbox's schema but cannot be written"
        case .cannotCreate(let why): "cannot be created: \(why)"
        case .busy: "is busy: another process kept it locked; try again"
        case .replaced:
            "was replaced or removed while inbox ran; nothing was changed (start inbox again to use what is there now)"
        case .readOnly: "cannot be written (read-only file, directory or connection); nothing was changed"
        case .diskFull: "cannot be written: the disk is full; nothing was changed"
        case .failed(let why): why
        }
    }
}
