import CSQLite
import Domain
import Foundation

/// How a message and a list of names are spelled in the inbox's columns.
enum SQLiteMessageColumns {
    /// The columns that `message(from:at:)` reads, in order, prefixed by `table.`.
    static func list(_ table: String) -> String {
        ["id", "author_kind", "author_name", "sent_at", "content_kind", "body", "is_read"]
            .map { "\(table).\($0)" }.joined(separator: ", ")
    }

    /// The values for the columns of `list`, in order.
    static func values(for message: Message) -> [SQLiteValue] {
        let author: (Int64, SQLiteValue) =
            switch message.author {
            case .me: (0, .null)
            case .contact(let name): (1, .text(name))
            case .system: (2, .null)
            }
        let content: (Int64, String) =
            switch message.content {
            case .text(let text): (0, text)
            case .photos(let names): (1, encode(names))
            case .notice(let text): (2, text)
            }
        return [
            .text(message.id.rawValue), .integer(author.0), author.1,
            .real(message.sentAt.timeIntervalSinceReferenceDate), .integer(content.0), .text(content.1),
            .integer(message.isRead ? 1 : 0),
        ]
    }

    static func message(from row: SQLiteStatement, at first: Int) throws -> Message {
        let author: Author
        switch row.integer(at: first + 1) {
        case 0: author = .me
        case 1: author = .contact(row.text(at: first + 2) ?? "")
        case 2: author = .system
        case let kind: throw unknown("author kind \(kind)")
        }
        let body = row.text(at: first + 5) ?? ""
        let content: MessageContent
        switch row.integer(at: first + 4) {
        case 0: content = .text(body)
        case 1: content = .photos(try decode(body))
        case 2: content = .notice(body)
        case let kind: throw unknown("content kind \(kind)")
        }
        return Message(
            id: MessageID(row.text(at: first) ?? ""), author: author,
            sentAt: Date(timeIntervalSinceReferenceDate: row.double(at: first + 3)), content: content,
            isRead: row.integer(at: first + 6) != 0)
    }

    /// A kind this inbox never writes: the file was damaged or written by
    /// something else, and guessing would show a message that was never sent.
    private static func unknown(_ what: String) -> SQLiteError {
        SQLiteError(code: SQLITE_CORRUPT, message: "a message has an unknown \(what)")
    }

    static func encode(_ names: [String]) -> String {
        // Encoding an array of strings cannot fail.
        String(decoding: (try? JSONEncoder().encode(names)) ?? Data("[]".utf8), as: UTF8.self)
    }

    static func decode(_ text: String) throws -> [String] {
        try JSONDecoder().decode([String].self, from: Data(text.utf8))
    }

    /// The text the search index holds: folded exactly as `SearchQuery` folds,
    /// so the index and the in-memory scan agree on every word.
    static func searchWords(_ texts: [String]) -> String {
        texts.flatMap(SearchQuery.words(in:)).joined(separator: " ")
    }
}
