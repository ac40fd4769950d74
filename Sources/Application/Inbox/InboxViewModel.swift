/// Everything a view needs to draw the conversation list, as plain text and flags.
public struct InboxViewModel: Equatable, Sendable {
    public let rows: [InboxRowViewModel]
    /// What the list is filtered by; empty when it is not.
    public let searchText: String
    /// Shown instead of rows when there are none.
    public let emptyText: String
    /// Describes the rows shown among all that match, such as "1–20 of 312".
    public let positionText: String

    public init(rows: [InboxRowViewModel], searchText: String, emptyText: String, positionText: String) {
        self.rows = rows
        self.searchText = searchText
        self.emptyText = emptyText
        self.positionText = positionText
    }
}

/// One conversation in the list.
public struct InboxRowViewModel: Equatable, Sendable {
    /// What the user types after `open`.
    public let number: Int
    public let title: String
    public let preview: String
    public let timestamp: String
    public let unreadCount: Int
    public let isSelected: Bool

    public init(number: Int, title: String, preview: String, timestamp: String, unreadCount: Int, isSelected: Bool) {
        self.number = number
        self.title = title
        self.preview = preview
        self.timestamp = timestamp
        self.unreadCount = unreadCount
        self.isSelected = isSelected
    }
}
