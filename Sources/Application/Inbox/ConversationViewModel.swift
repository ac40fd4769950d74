/// Everything a view needs to draw one open conversation.
public struct ConversationViewModel: Equatable, Sendable {
    public let title: String
    /// Oldest first, as a conversation reads.
    public let rows: [MessageRowModel]
    public let unreadText: String

    public init(title: String, rows: [MessageRowModel], unreadText: String) {
        self.title = title
        self.rows = rows
        self.unreadText = unreadText
    }
}
