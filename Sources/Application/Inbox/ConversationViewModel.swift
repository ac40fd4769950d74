/// Everything a view needs to draw one open conversation.
public struct ConversationViewModel: Equatable, Sendable {
    public let title: String
    /// Oldest first, as a conversation reads.
    public let rows: [MessageRowViewModel]
    public let unreadText: String
    public let id: String
    public let participants: [String]
    public let unreadCount: Int
    /// How many older messages `rows` leave out.
    public let earlierCount: Int
    /// The messages `rows` show, oldest first, with their values.
    public let messages: [MessageViewModel]

    public init(
        title: String, rows: [MessageRowViewModel], unreadText: String, id: String, participants: [String],
        unreadCount: Int, earlierCount: Int, messages: [MessageViewModel]
    ) {
        self.title = title
        self.rows = rows
        self.unreadText = unreadText
        self.id = id
        self.participants = participants
        self.unreadCount = unreadCount
        self.earlierCount = earlierCount
        self.messages = messages
    }
}
