public import Foundation

/// A feature's list, ready to draw: every text already worded, and the
/// page's place and each entry's values for a view that shows values.
public struct EntriesViewModel: Equatable, Sendable {
    public let title: String
    /// The names of the fields the list shows, in order: the columns' headings.
    public let headings: [String]
    public let rows: [EntryRowViewModel]
    /// What shows instead of rows when there are none.
    public let emptyText: String
    /// Where the page is in the whole list, such as "11–20 of 23".
    public let positionText: String
    /// Where the page starts in the whole list, and how many entries there are in all.
    public let offset: Int
    public let total: Int

    public init(
        title: String, headings: [String], rows: [EntryRowViewModel], emptyText: String, positionText: String,
        offset: Int, total: Int
    ) {
        self.title = title
        self.headings = headings
        self.rows = rows
        self.emptyText = emptyText
        self.positionText = positionText
        self.offset = offset
        self.total = total
    }

    /// What a display holds before the first list arrives.
    public static let none = EntriesViewModel(
        title: "", headings: [], rows: [], emptyText: "", positionText: "", offset: 0, total: 0)
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
    /// The store's id, which a reference to the entry holds.
    public let id: Int64
    public let createdAt: Date
    /// Every field's value, typed, in the fields' order.
    public let values: [FieldValueViewModel]

    public init(
        number: Int, cells: [String], typed: [String], age: String, id: Int64, createdAt: Date,
        values: [FieldValueViewModel]
    ) {
        self.number = number
        self.cells = cells
        self.typed = typed
        self.age = age
        self.id = id
        self.createdAt = createdAt
        self.values = values
    }
}
