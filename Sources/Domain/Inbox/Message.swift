public import Foundation

/// One message in a conversation.
public struct Message: Hashable, Sendable, Identifiable {
    public let id: MessageID
    public let author: Author
    public let sentAt: Date
    public let content: MessageContent
    public var isRead: Bool

    public init(id: MessageID, author: Author, sentAt: Date, content: MessageContent, isRead: Bool = false) {
        self.id = id
        self.author = author
        self.sentAt = sentAt
        self.content = content
        self.isRead = isRead
    }

    /// A message counts as unread only when someone else wrote it:
    /// my own messages and the service's notices never ask for attention.
    public var needsAttention: Bool {
        guard !isRead else { return false }
        switch author {
        case .contact: return true
        case .me, .system: return false
        }
    }
}

extension Message {
    /// The message with its text or notice cut to its first `limit` Unicode
    /// scalars, as a store that reads only the start of it returns it.
    public func withTextCut(to limit: Int) -> Message {
        // UTF-8 counts at least one byte a scalar, so a text no longer than the limit in bytes is kept whole unread.
        func cut(_ text: String) -> String {
            text.utf8.count <= limit ? text : String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit)))
        }
        let content: MessageContent
        switch self.content {
        case .text(let text): content = .text(cut(text))
        case .notice(let text): content = .notice(cut(text))
        case .photos: return self
        }
        return Message(id: id, author: author, sentAt: sentAt, content: content, isRead: isRead)
    }
}
