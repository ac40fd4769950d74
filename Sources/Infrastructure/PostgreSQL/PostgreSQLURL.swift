import CLibPQ
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

    /// Why libpq cannot read `text` as a connection URL, in one line, or nil
    /// when it can: checked at launch, so a mistyped URL is the command line's
    /// mistake rather than a failed connection.
    public static func problem(in text: String) -> String? {
        var message: UnsafeMutablePointer<CChar>?
        guard let options = PQconninfoParse(text, &message) else {
            defer { message.map { PQfreemem($0) } }
            let why = message.map { String(cString: $0) } ?? "libpq could not read it"
            let line = why.split(whereSeparator: \.isNewline).first.map(String.init) ?? why
            // libpq quotes the URL it could not read, password and all.
            return line.replacingOccurrences(of: text, with: masked(text))
        }
        PQconninfoFree(options)
        return nil
    }
}
