/// Everything a view needs to draw one open conversation.
public struct ConversationViewModel: Equatable, Sendable {
    public let title: String
    /// Oldest first, as a conversation reads.
    public let rows: [MessageRowViewModel]
    public let unreadText: String

    public init(title: String, rows: [MessageRowViewModel], unreadText: String) {
        self.title = title
        self.rows = rows
        self.unreadText = unreadText
    }
}
