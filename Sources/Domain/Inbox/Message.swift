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
