public import Foundation

/// A conversation as a list shows it: who, the newest message and how much is unread.
///
/// Stores return summaries for lists so that a long history is never loaded
/// just to draw one row, nor a long message read to its end.
public struct ConversationSummary: Hashable, Sendable, Identifiable {
    public let id: ConversationID
    public let participants: [String]
    /// The newest message, its text or notice cut to its first `textLimit` scalars.
    public let latestMessage: Message?
    public let unreadCount: Int

    public init(id: ConversationID, participants: [String], latestMessage: Message?, unreadCount: Int) {
        self.id = id
        self.participants = participants
        self.latestMessage = latestMessage
        self.unreadCount = unreadCount
    }

    public var lastActivity: Date { latestMessage?.sentAt ?? .distantPast }

    /// How much of the newest message's text a summary holds, in Unicode
    /// scalars: a list shows only its start, so a store reads no more of it,
    /// and a 10 MB message costs a list what a short one does. A preview cuts
    /// a text of over 2,000 bytes to its first 500 scalars (`InboxRowFormatter`),
    /// so the first 2,001 scalars give the preview the whole text gives.
    public static let textLimit = 2_001

    /// Inbox order: most recent activity first, the id breaking ties so every store agrees.
    public static func byRecency(_ lhs: ConversationSummary, _ rhs: ConversationSummary) -> Bool {
        if lhs.lastActivity != rhs.lastActivity { return lhs.lastActivity > rhs.lastActivity }
        return lhs.id < rhs.id
    }
}
