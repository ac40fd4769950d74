public import Domain
import Foundation

/// The state of the conversation list and the rules that turn it into rows.
///
/// It holds what the user has done to the list (the search text, the selected
/// conversation, the page) and the page the flow last loaded, and derives the
/// view model from them. It does no I/O: the flow loads pages through the
/// service and hands them over.
@MainActor
public final class InboxPresentation {
    public let pageSize: Int
    public private(set) var searchText = ""
    public private(set) var selectedID: ConversationID?
    public private(set) var offset = 0
    private var visible: [ConversationSummary] = []
    private var total = 0
    /// Another feature's count, as "2 contacts"; empty when there is none to show.
    private var relatedText = ""
    private let timestamps: TimestampFormatter

    public init(timestamps: TimestampFormatter, pageSize: Int = 20) {
        self.timestamps = timestamps
        self.pageSize = max(1, pageSize)
    }

    /// What the list is filtered by, as the store reads it.
    public var query: SearchQuery { SearchQuery(searchText) }

    /// Takes a page the flow loaded.
    public func show(_ page: ConversationPage) {
        visible = page.summaries
        offset = page.offset
        total = page.total
    }

    /// Takes another feature's count: shown after the position, unless there are none.
    public func showRelated(_ related: RelatedTally?) {
        relatedText =
            related.map { $0.count > 0 ? "\($0.count) \($0.count == 1 ? $0.singular : $0.plural)" : "" } ?? ""
    }

    /// Filters the list from its first page; an empty text shows everything again.
    public func search(_ text: String) {
        searchText = text.trimmingCharacters(in: .whitespaces)
        offset = 0
    }

    /// Where the next page that way starts, or nil when there is none.
    public func pageOffset(forward: Bool) -> Int? {
        let next = offset + (forward ? pageSize : -pageSize)
        return next >= 0 && next < total ? next : nil
    }

    /// Starts the list at `offset`, as `pageOffset(forward:)` found it; the next load shows that page.
    public func move(to offset: Int) {
        self.offset = max(0, offset)
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
            let rules = InboxRowPresentation(summary, timestamps: timestamps)
            return InboxRowViewModel(
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
        let position = visible.isEmpty ? "" : "\(offset + 1)–\(offset + visible.count) of \(total)"
        return [position, relatedText].filter { !$0.isEmpty }.joined(separator: " · ")
    }
}
