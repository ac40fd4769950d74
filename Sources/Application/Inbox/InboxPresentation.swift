public import Domain
import Foundation

/// The state of the conversation list and the rules that turn it into rows.
///
/// It holds what the user has done to the list (the search text, the selected
/// conversation, the page) and derives everything else from the store on
/// `reload()`, so a view never keeps state of its own.
public final class InboxPresentation {
    public let pageSize: Int
    public private(set) var searchText = ""
    public private(set) var selectedID: ConversationID?
    public private(set) var offset = 0
    private var visible: [ConversationSummary] = []
    private var matchCount = 0
    private let store: any ConversationStore
    private let timestamps: TimestampFormatter

    public init(store: any ConversationStore, timestamps: TimestampFormatter, pageSize: Int = 20) {
        self.store = store
        self.timestamps = timestamps
        self.pageSize = max(1, pageSize)
    }

    /// Reads the visible page again; the only method that touches the store.
    public func reload() throws {
        let query = SearchQuery(searchText)
        matchCount = try store.count(matching: query)
        if offset >= matchCount { offset = max(0, (matchCount - 1) / pageSize * pageSize) }
        visible = try store.summaries(matching: query, offset: offset, limit: pageSize)
    }

    /// Filters the list; an empty text shows everything again.
    public func search(_ text: String) throws {
        searchText = text.trimmingCharacters(in: .whitespaces)
        offset = 0
        try reload()
    }

    /// Moves by whole pages; returns false when there is no page that way.
    public func turnPage(forward: Bool) throws -> Bool {
        let next = offset + (forward ? pageSize : -pageSize)
        guard next >= 0, next < matchCount else { return false }
        offset = next
        try reload()
        return true
    }

    /// The conversation behind a row number as the list shows it.
    public func conversationID(atNumber number: Int) -> ConversationID? {
        let index = number - 1 - offset
        return visible.indices.contains(index) ? visible[index].id : nil
    }

    public func select(_ id: ConversationID?) {
        selectedID = id
    }

    public var viewModel: InboxViewModel {
        let rows = visible.enumerated().map { index, summary in
            let rules = ConversationPresentation(summary, timestamps: timestamps)
            return InboxRowModel(
                number: offset + index + 1, title: rules.title, preview: rules.preview,
                timestamp: rules.timestamp, unreadCount: rules.unreadCount, isSelected: summary.id == selectedID)
        }
        return InboxViewModel(
            rows: rows, searchText: searchText, emptyText: emptyText, positionText: positionText)
    }

    private var emptyText: String {
        searchText.isEmpty ? "No conversations yet." : "No conversations match \"\(searchText)\"."
    }

    private var positionText: String {
        guard !visible.isEmpty else { return "" }
        return "\(offset + 1)–\(offset + visible.count) of \(matchCount)"
    }
}
