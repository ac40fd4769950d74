import CSQLite
import Domain
import Foundation

/// How a message is read from and written to the Inbox's columns in a SQLite
/// file; `MessageColumns` holds the spelling every engine shares.
enum SQLiteMessageColumns {
    /// The columns that `message(from:at:)` reads, in order, prefixed by
    /// `table.`; with `leavingText`, a text's or a notice's body is read as
    /// empty, for `message(from:at:textStarts:key:)` to read its start apart.
    static func list(_ table: String, leavingText: Bool = false) -> String {
        let photos = MessageColumns.content(.photos([])).kind
        return ["id", "author_kind", "author_name", "sent_at", "content_kind", "body", "is_read"]
            .map { name in
                leavingText && name == "body"
                    ? "CASE WHEN \(table).content_kind = \(photos) THEN \(table).body ELSE '' END" : "\(table).\(name)"
            }
            .joined(separator: ", ")
    }

    /// The values for the columns of `list`, in order.
    static func values(for message: Message) -> [SQLiteValue] {
        let author = MessageColumns.author(message.author)
        let content = MessageColumns.content(message.content)
        return [
            .text(message.id.rawValue), .integer(author.kind), author.name.map(SQLiteValue.text) ?? .null,
            .real(MessageColumns.seconds(message.sentAt)), .integer(content.kind), .text(content.body),
            .integer(message.isRead ? 1 : 0),
        ]
    }

    /// The message whose columns `list(_:leavingText: true)` read, with the
    /// start of its text or notice read from `starts` at the row `key`, and
    /// cut to `ConversationSummary.textLimit` scalars.
    static func message(from row: SQLiteStatement, at first: Int, textStarts starts: SQLiteValueStarts, key: Int64)
        throws -> Message
    {
        let message = try message(from: row, at: first)
        let start = { () throws(SQLiteError) -> String in
            // A multibyte scalar cut at the end decodes as U+FFFD, past every scalar the cut keeps.
            String(decoding: try starts.start(ofRow: key), as: UTF8.self)
        }
        let content: MessageContent
        switch message.content {
        case .text: content = .text(try start())
        case .notice: content = .notice(try start())
        case .photos: return message
        }
        return Message(
            id: message.id, author: message.author, sentAt: message.sentAt, content: content, isRead: message.isRead
        ).withTextCut(to: ConversationSummary.textLimit)
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
            sentAt: MessageColumns.date(seconds: row.double(at: first + 3)), content: content,
            isRead: row.integer(at: first + 6) != 0)
    }

    /// A kind the App never writes: the file was damaged or written by
    /// something else, and guessing would show a message that was never sent.
    private static func unknown(_ what: String) -> SQLiteError {
        SQLiteError(code: SQLITE_CORRUPT, message: "a message has an unknown \(what)")
    }
}
