import Foundation

/// Where a connection URL, as written, may hold a secret: found by the text
/// alone, never by decoding it, so a URL that libpq cannot read, with a
/// password holding `/`, `?` or a bad `%`, is read the same way.
enum URLSecrets {
    /// Parameters that name a place or a person, shown as they are; any other
    /// value, `password` and its percent-encoded spellings among them, is hidden.
    static let shownParameters: Set<String> = [
        "host", "hostaddr", "port", "dbname", "user", "sslmode", "connect_timeout", "application_name",
    ]

    /// The scheme of a `scheme://` URL in any case, or nil.
    static func scheme(of text: String) -> Substring? {
        guard let end = text.range(of: "://")?.lowerBound else { return nil }
        let scheme = text[..<end]
        guard let first = scheme.first, first.isASCII, first.isLetter,
            scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) })
        else { return nil }
        return scheme
    }

    /// The keyword a libpq `key=value` string starts with, or nil; `keywords` are libpq's.
    static func leadingKeyword(of text: String, keywords: Set<String>) -> String? {
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        let keyword = trimmed.prefix { $0 != "=" && $0 != " " && $0 != "\t" }
        let after = trimmed.dropFirst(keyword.count).drop { $0 == " " || $0 == "\t" }
        return after.first == "=" && keywords.contains(String(keyword)) ? String(keyword) : nil
    }

    /// The password of `scheme://user:password@host…`: from the first `:`,
    /// which comes before any `@`, to the last `@` before the host's `/` or
    /// `?`, so a `/`, `?` or `@` left unescaped in it is hidden with it.
    /// A `:` after a `/` or `?` is the path's or the query's.
    static func userinfoPassword(in text: String) -> Substring? {
        guard scheme(of: text) != nil, let start = text.range(of: "://")?.upperBound,
            let firstAt = text[start...].firstIndex(of: "@"),
            let colon = text[start..<firstAt].firstIndex(of: ":"),
            !text[start..<colon].contains(where: { $0 == "/" || $0 == "?" })
        else { return nil }
        let hostEnd = text[firstAt...].firstIndex { $0 == "/" || $0 == "?" } ?? text.endIndex
        let at = text[firstAt..<hostEnd].lastIndex(of: "@") ?? firstAt
        return text[text.index(after: colon)..<at]
    }

    /// Every range of `text` that may be a secret, in order.
    static func all(in text: String) -> [Range<String.Index>] {
        guard let start = text.range(of: "://")?.upperBound else { return [] }
        var secrets: [Range<String.Index>] = []
        var rest = text[start...]
        if let password = userinfoPassword(in: text) {
            secrets.append(password.startIndex..<password.endIndex)
            rest = text[password.endIndex...]
        }
        // Every piece after the host is a parameter, whether a `?` or an `&` begins
        // it: libpq takes `host?user=me@db&password=…` for a user and a host, so a
        // query can follow an `@`. A value holding an unescaped `&` leaves a piece
        // without `=`: hidden whole.
        for parameter in rest.split(whereSeparator: { $0 == "?" || $0 == "&" }).dropFirst() {
            guard let equals = parameter.firstIndex(of: "=") else {
                secrets.append(parameter.startIndex..<parameter.endIndex)
                continue
            }
            if !shownParameters.contains(String(parameter[..<equals])) {
                secrets.append(parameter.index(after: equals)..<parameter.endIndex)
            }
        }
        return secrets
    }
}
