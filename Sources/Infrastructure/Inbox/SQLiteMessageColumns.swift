import CSQLite
import Domain
import Foundation

/// How a message is read from and written to the Inbox's columns in a SQLite
/// file; `MessageColumns` holds the spelling every engine shares.
enum SQLiteMessageColumns {
    /// The columns that `message(from:at:)` reads, in order, prefixed by `table.`; with
    /// `textLimit`, a text's or a notice's body is only its first that many characters.
    static func list(_ table: String, textLimit: Int? = nil) -> String {
        ["id", "author_kind", "author_name", "sent_at", "content_kind", "body", "is_read"]
            .map { $0 == "body" ? MessageColumns.body(of: table, textLimit: textLimit) : "\(table).\($0)" }
            .joined(separator: ", ")
    }

    /// The values for the columns of `list`, in order.
    static func values(for message: Message) -> [SQLiteValue] {
        let author = MessageColumns.author(message.author)
        let content = MessageColumns.content(message.content)
        return [
            .text(message.id.rawValue), .integer(author.kind), author.name.map(SQLiteValue.text) ?? .null,
            .real(message.sentAt.timeIntervalSinceReferenceDate), .integer(content.kind), .text(content.body),
            .integer(message.isRead ? 1 : 0),
        ]
    }

    static func message(from row: SQLiteStatement, at first: Int) throws -> Message {
        let authorKind = row.integer(at: first + 1)
        guard let author = MessageColumns.author(kind: authorKind, name: row.text(at: first + 2)) else {
            throw unknown("author kind \(authorKind)")
        }
        let contentKind = row.integer(at: first + 4)
        guard let content = try MessageColumns.content(kind: contentKind, body: row.text(at: first + 5) ?? "") else {
            throw unknown("content kind \(contentKind)")
        }
        return Message(
            id: MessageID(row.text(at: first) ?? ""), author: author,
            sentAt: Date(timeIntervalSinceReferenceDate: row.double(at: first + 3)), content: content,
            isRead: row.integer(at: first + 6) != 0)
    }

    /// A kind the App never writes: the file was damaged or written by
    /// something else, and guessing would show a message that was never sent.
    private static func unknown(_ what: String) -> SQLiteError {
        SQLiteError(code: SQLITE_CORRUPT, message: "a message has an unknown \(what)")
    }
}
