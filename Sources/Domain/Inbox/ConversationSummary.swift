public import Foundation

/// A conversation as a list shows it: who, the newest message and how much is unread.
///
/// Stores return summaries for lists so that a long history is never loaded
/// just to draw one row.
public struct ConversationSummary: Hashable, Sendable, Identifiable {
    public let id: ConversationID
    public let participants: [String]
    public let latestMessage: Message?
    public let unreadCount: Int

    public init(id: ConversationID, participants: [String], latestMessage: Message?, unreadCount: Int) {
        self.id = id
        self.participants = participants
        self.latestMessage = latestMessage
        self.unreadCount = unreadCount
    }

    public var lastActivity: Date { latestMessage?.sentAt ?? .distantPast }

    /// Inbox order: most recent activity first, the id breaking ties so every store agrees.
    public static func byRecency(_ lhs: ConversationSummary, _ rhs: ConversationSummary) -> Bool {
        if lhs.lastActivity != rhs.lastActivity { return lhs.lastActivity > rhs.lastActivity }
        return lhs.id < rhs.id
    }
}
