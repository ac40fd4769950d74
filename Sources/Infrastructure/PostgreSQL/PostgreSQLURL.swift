import Foundation

/// What the App accepts as a PostgreSQL database: a `postgresql://` or
/// `postgres://` URL, which libpq reads itself, so its own environment
/// (`PGHOST`, `PGDATABASE`…) and a Unix socket (`postgresql:///db?host=/path`) work too.
public enum PostgreSQLURL {
    /// Whether `text` names a PostgreSQL database rather than a file.
    public static func isPostgreSQL(_ text: String) -> Bool {
        text.hasPrefix("postgresql://") || text.hasPrefix("postgres://")
    }

    /// `text` with the password of `user:secret@` shown as `user:***@`, so no
    /// message, log or test output ever carries it.
    public static func masked(_ text: String) -> String {
        guard let scheme = text.range(of: "://") else { return text }
        let rest = text[scheme.upperBound...]
        let authority = rest.prefix { $0 != "/" && $0 != "?" }
        guard let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") else {
            return text
        }
        return String(text[..<authority.index(after: colon)]) + "***" + String(text[at...])
    }
}
