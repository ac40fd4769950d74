/// A feature's list, ready to draw: every text already worded.
public struct EntriesViewModel: Equatable, Sendable {
    public let title: String
    /// The names of the fields the list shows, in order: the columns' headings.
    public let headings: [String]
    public let rows: [EntryRowViewModel]
    /// What shows instead of rows when there are none.
    public let emptyText: String
    /// Where the page is in the whole list, such as "11–20 of 23".
    public let positionText: String

    public init(
        title: String, headings: [String], rows: [EntryRowViewModel], emptyText: String, positionText: String
    ) {
        self.title = title
        self.headings = headings
        self.rows = rows
        self.emptyText = emptyText
        self.positionText = positionText
    }

    /// What a display holds before the first list arrives.
    public static let none = EntriesViewModel(title: "", headings: [], rows: [], emptyText: "", positionText: "")
}

/// One row of a feature's list, ready to draw.
public struct EntryRowViewModel: Equatable, Sendable {
    /// What `show N`, `edit N` and `delete N` take.
    public let number: Int
    /// Each shown field's value as the list words it, in the headings' order.
    public let cells: [String]
    /// Each field's value as a person types it, which an edit form starts from.
    public let typed: [String]
    public let age: String

    public init(number: Int, cells: [String], typed: [String], age: String) {
        self.number = number
        self.cells = cells
        self.typed = typed
        self.age = age
    }
}
