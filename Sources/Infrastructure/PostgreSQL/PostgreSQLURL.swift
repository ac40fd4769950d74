import CLibPQ
import Foundation

/// What the App accepts as a PostgreSQL database: a `postgresql://` or
/// `postgres://` URL, which libpq reads itself, so its own environment
/// (`PGHOST`, `PGDATABASE`…) and a Unix socket (`postgresql:///db?host=/path`) work too.
public enum PostgreSQLURL {
    /// Whether `text` names a PostgreSQL database rather than a file: libpq
    /// takes these two schemes, in lower case only.
    public static func isPostgreSQL(_ text: String) -> Bool {
        text.hasPrefix("postgresql://") || text.hasPrefix("postgres://")
    }

    /// Why `text` cannot be a store, in one line that shows no secret, or nil
    /// when it may be a file's path or a URL libpq can read: checked at launch,
    /// so a mistyped URL is the command line's mistake rather than a failed
    /// connection, or a file that cannot be created.
    public static func problem(in text: String) -> String? {
        if isPostgreSQL(text) { return libpqProblem(in: text) }
        if let scheme = URLSecrets.scheme(of: text) {
            let known = ["postgresql", "postgres"].contains(scheme.lowercased())
            return known
                ? "\(masked(text)) is a URL whose scheme libpq reads only in lower case: \(scheme.lowercased())://"
                : "\(masked(text)) is a URL, and the only ones a store takes are postgresql:// and postgres://"
        }
        // A key=value string could hold a password anywhere, so none of it is shown.
        if let keyword = URLSecrets.leadingKeyword(of: text, keywords: keywords) {
            return "a libpq \(keyword)=… string is not a store; give a postgresql:// URL (or ./NAME for a file)"
        }
        return nil
    }

    private static func libpqProblem(in text: String) -> String? {
        var message: UnsafeMutablePointer<CChar>?
        guard let options = PQconninfoParse(text, &message) else {
            defer { message.map { PQfreemem($0) } }
            let why = message.map { String(cString: $0) } ?? "libpq could not read it"
            let line = why.split(whereSeparator: \.isNewline).first.map(String.init) ?? why
            // libpq quotes what it could not read, which may be any piece of a password.
            let quoted = line.replacingOccurrences(of: #""[^"]*""#, with: "\"***\"", options: .regularExpression)
            return "\(masked(text)) is not a URL libpq can read: \(scrubbed(quoted, of: text))"
        }
        PQconninfoFree(options)
        // A `/` or `@` left unescaped in a password ends it early for libpq, which
        // then takes the rest for a port, a host or a database, and quotes it when it fails.
        if let password = URLSecrets.userinfoPassword(in: text), password.contains(where: { $0 == "/" || $0 == "@" }) {
            return "\(masked(text)) is not a URL libpq can read: its password must escape / as %2F and @ as %40"
        }
        return nil
    }

    /// Every keyword libpq knows, which can begin a key=value connection string.
    static let keywords: Set<String> = {
        guard let defaults = PQconndefaults() else { return [] }
        defer { PQconninfoFree(defaults) }
        var keywords: Set<String> = []
        var option = defaults
        while let keyword = option.pointee.keyword {
            keywords.insert(String(cString: keyword))
            option += 1
        }
        return keywords
    }()

    /// `text` with everything that could be a secret shown as `***`: the
    /// password of `user:secret@`, and the value of every query parameter but
    /// those that name a place or a person (`host`, `port`, `dbname`, `user`…).
    /// It reads the text as written, so a URL libpq cannot read is masked too.
    public static func masked(_ text: String) -> String {
        var shown = text
        for secret in URLSecrets.all(in: text).reversed() { shown.replaceSubrange(secret, with: "***") }
        return shown
    }

    /// `message`, which quotes some of `url`, with every secret of `url` in it shown as `***`.
    public static func scrubbed(_ message: String, of url: String) -> String {
        let secrets = URLSecrets.all(in: url).map { String(url[$0]) }.filter { !$0.isEmpty }
        return secrets.sorted { $0.count > $1.count }.reduce(message) {
            $0.replacingOccurrences(of: $1, with: "***")
        }
    }
}
