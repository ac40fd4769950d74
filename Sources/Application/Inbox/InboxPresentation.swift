public import Domain
import Foundation

/// The Inbox's presentation model: its screen state and the display rules
/// that turn it into view models.
///
/// It holds which screen shows, what the user has done to the list (the search
/// text, the open conversation, the page) and the page last loaded, and
/// derives the view models from them. A value that does no I/O and draws
/// nothing: `InboxPresenter` holds the one copy and pushes what it derives.
@MainActor
public struct InboxPresentation {
    public let pageSize: Int
    public var screen = InboxScreen.list
    public private(set) var searchText = ""
    /// The open conversation, which the list shows selected.
    public var openID: ConversationID?
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
    public mutating func show(_ page: ConversationPage) {
        visible = page.summaries
        offset = page.offset
        total = page.total
    }

    /// Takes another feature's count: shown after the position, unless there are none.
    public mutating func showRelated(_ related: RelatedTally?) {
        relatedText =
            related.map { $0.count > 0 ? "\($0.count) \($0.count == 1 ? $0.singular : $0.plural)" : "" } ?? ""
    }

    /// Filters the list from its first page; an empty text shows everything again.
    public mutating func search(_ text: String) {
        searchText = text.trimmingCharacters(in: .whitespaces)
        offset = 0
    }

    /// Where the next page that way starts, or nil when there is none.
    public func pageOffset(forward: Bool) -> Int? {
        let next = offset + (forward ? pageSize : -pageSize)
        return next >= 0 && next < total ? next : nil
    }

    /// Starts the list at `offset`, as `pageOffset(forward:)` found it; the next load shows that page.
    public mutating func move(to offset: Int) {
        self.offset = max(0, offset)
    }

    /// The conversation behind a row number as the list shows it.
    public func conversationID(atNumber number: Int) -> ConversationID? {
        let index = number - 1 - offset
        return visible.indices.contains(index) ? visible[index].id : nil
    }

    public var viewModel: InboxViewModel {
        let rows = visible.enumerated().map { index, summary in
            let rules = InboxRowFormatter(summary, timestamps: timestamps)
            return InboxRowViewModel(
                number: offset + index + 1, title: rules.title, preview: rules.preview,
                timestamp: rules.timestamp, unreadCount: rules.unreadCount, isSelected: summary.id == openID,
                id: summary.id.rawValue, participants: summary.participants, lastActivity: summary.latestMessage?.sentAt
            )
        }
        return InboxViewModel(
            rows: rows, searchText: searchText, emptyText: emptyText, positionText: positionText, offset: offset,
            total: total)
    }

    /// The open conversation, worded by the conversation's own rules.
    public func viewModel(for conversation: Conversation) -> ConversationViewModel {
        ConversationFormatter(timestamps: timestamps).viewModel(for: conversation)
    }

    /// Why the list is not shown, as one line.
    public func unavailableText(_ reason: String) -> String {
        "could not load conversations: \(reason)"
    }

    private var emptyText: String {
        searchText.isEmpty ? "No conversations yet." : "No conversations match \"\(searchText)\"."
    }

    private var positionText: String {
        let position = visible.isEmpty ? "" : "\(offset + 1)–\(offset + visible.count) of \(total)"
        return [position, relatedText].filter { !$0.isEmpty }.joined(separator: " · ")
    }
}
