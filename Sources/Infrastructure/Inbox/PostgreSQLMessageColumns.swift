import Domain
import Foundation

/// How a message is read from and written to the Inbox's columns on a
/// PostgreSQL server, where every value travels as text; `MessageColumns`
/// holds the spelling every engine shares.
enum PostgreSQLMessageColumns {
    /// The columns that `message(from:at:url:)` reads, in order, prefixed by `table.`; with
    /// `textLimit`, a text's or a notice's body is only its first that many characters.
    static func list(_ table: String, textLimit: Int? = nil) -> String {
        ["id", "author_kind", "author_name", "sent_at", "content_kind", "body", "is_read"]
            .map { $0 == "body" ? body(of: table, textLimit: textLimit) : "\(table).\($0)" }
            .joined(separator: ", ")
    }

    /// The body column of `table`, or with `textLimit` an expression for its
    /// first that many characters when it holds a text or a notice, so that
    /// the server reads and sends no more of a long message: `substr` reads
    /// only the slices of a stored value it needs. A list of photos' names is
    /// JSON, kept whole. `substr` counts characters in UTF-8; a database in a
    /// one-byte encoding counts bytes, which still hold the first quarter of
    /// the limit in scalars, all a preview reads.
    private static func body(of table: String, textLimit: Int?) -> String {
        guard let textLimit else { return "\(table).body" }
        return "CASE WHEN \(table).content_kind = \(MessageColumns.content(.photos([])).kind) THEN \(table).body "
            + "ELSE substr(\(table).body, 1, \(textLimit)) END"
    }

    /// The values for the columns of `list`, in order, as text.
    static func values(for message: Message) -> [String?] {
        let author = MessageColumns.author(message.author)
        let content = MessageColumns.content(message.content)
        return [
            message.id.rawValue, String(author.kind), author.name,
            String(MessageColumns.seconds(message.sentAt)), String(content.kind), content.body,
            message.isRead ? "true" : "false",
        ]
    }

    /// A kind the App never writes means the database was written by
    /// something else, and guessing would show a message that was never sent.
    static func message(from row: [String?], at first: Int, url: String) throws -> Message {
        let authorKind = Int64(row[first + 1] ?? "") ?? -1
        guard let author = MessageColumns.author(kind: authorKind, name: row[first + 2]) else {
            throw PostgreSQLStoreError(url: url, reason: .failed("a message has an unknown author kind \(authorKind)"))
        }
        let contentKind = Int64(row[first + 4] ?? "") ?? -1
        guard let content = try MessageColumns.content(kind: contentKind, body: row[first + 5] ?? "") else {
            throw PostgreSQLStoreError(
                url: url, reason: .failed("a message has an unknown content kind \(contentKind)"))
        }
        return Message(
            id: MessageID(row[first] ?? ""), author: author,
            sentAt: MessageColumns.date(seconds: Double(row[first + 3] ?? "") ?? 0), content: content,
            isRead: row[first + 6] == "t")
    }

    /// The words as a tsvector of exactly those lexemes, for `array_to_tsvector`:
    /// an array literal. A lexeme may hold at most 2,046 bytes, so a longer
    /// word keeps its start, which is what a prefix matches.
    static func lexemes(_ words: [String]) -> String {
        PostgreSQLArray.literal(
            words.map { word in
                var kept = Substring(word)
                while kept.utf8.count > 2046 { kept = kept.dropLast() }
                return String(kept)
            })
    }

    /// One search term as a tsquery that matches every lexeme it starts.
    static func prefixQuery(_ term: String) -> String {
        "'" + term.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "''") + "':*"
    }
}
