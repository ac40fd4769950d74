/// Whether a SQLite store may change its file.
public enum SQLiteStoreAccess: Sendable {
    case readWrite
    /// Opens an existing file without ever writing to it; every change fails with `.readOnly`.
    case readOnly
}
