/// The Contacts list, ready to draw: every text already worded.
public struct ContactsViewModel: Equatable, Sendable {
    public let title: String
    public let rows: [ContactRowViewModel]
    /// What shows instead of rows when there are none.
    public let emptyText: String
    /// Where the page is in the whole list, such as "11–20 of 23".
    public let positionText: String

    public init(title: String, rows: [ContactRowViewModel], emptyText: String, positionText: String) {
        self.title = title
        self.rows = rows
        self.emptyText = emptyText
        self.positionText = positionText
    }
}
