/// Everything a view needs to draw the conversation list, as plain text and flags.
public struct InboxViewModel: Equatable, Sendable {
    public let rows: [InboxRowViewModel]
    /// What the list is filtered by; empty when it is not.
    public let searchText: String
    /// Shown instead of rows when there are none.
    public let emptyText: String
    /// Describes the rows shown among all that match, such as "1–20 of 312".
    public let positionText: String
    /// Where the page starts among all that match, and how many match.
    public let offset: Int
    public let total: Int

    public init(
        rows: [InboxRowViewModel], searchText: String, emptyText: String, positionText: String, offset: Int,
        total: Int
    ) {
        self.rows = rows
        self.searchText = searchText
        self.emptyText = emptyText
        self.positionText = positionText
        self.offset = offset
        self.total = total
    }
}
