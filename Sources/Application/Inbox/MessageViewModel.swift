public import Foundation

/// One message of the open conversation with its values, for a view that
/// shows values rather than words (the JSON view); `MessageRowViewModel`
/// words the same message for people.
public struct MessageViewModel: Equatable, Sendable {
    public let id: String
    /// The contact who wrote it; nil for your own messages and the service's notices.
    public let author: String?
    public let isMine: Bool
    public let sentAt: Date
    public let isRead: Bool
    public let content: Content

    public init(id: String, author: String?, isMine: Bool, sentAt: Date, isRead: Bool, content: Content) {
        self.id = id
        self.author = author
        self.isMine = isMine
        self.sentAt = sentAt
        self.isRead = isRead
        self.content = content
    }

    /// What the message carries, by kind.
    public enum Content: Equatable, Sendable {
        case text(String)
        /// The photos' file names.
        case photos([String])
        case notice(String)
    }
}
