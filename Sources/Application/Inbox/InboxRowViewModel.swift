public import Foundation

/// One conversation in the list.
public struct InboxRowViewModel: Equatable, Sendable {
    /// What the user types after `open`.
    public let number: Int
    public let title: String
    public let preview: String
    public let timestamp: String
    public let unreadCount: Int
    public let isSelected: Bool
    public let id: String
    public let participants: [String]
    /// When its newest message was sent; nil when it has none.
    public let lastActivity: Date?

    public init(
        number: Int, title: String, preview: String, timestamp: String, unreadCount: Int, isSelected: Bool,
        id: String, participants: [String], lastActivity: Date?
    ) {
        self.number = number
        self.title = title
        self.preview = preview
        self.timestamp = timestamp
        self.unreadCount = unreadCount
        self.isSelected = isSelected
        self.id = id
        self.participants = participants
        self.lastActivity = lastActivity
    }
}
