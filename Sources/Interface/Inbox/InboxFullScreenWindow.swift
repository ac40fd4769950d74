public import Application

/// The Inbox in full-screen mode: the second window on the same display
/// protocol, view models and renderers as `InboxWindow`. It fits the screen's
/// height, keeps the cursor's row in view, and marks that row the way the
/// list marks the open conversation.
public final class InboxFullScreenWindow: FullScreenWindow {
    private let list: ConversationListRenderer
    private let detail: ConversationDetailRenderer
    private let searchBar: SearchBarRenderer
    private let statusLine: StatusLineRenderer
    var inbox = InboxViewModel.empty
    var inboxProblem: String?
    var conversation: ConversationViewModel?
    var syncStatus: SyncStatusViewModel?
    var screen = InboxScreen.list
    /// The first list line in view, kept between frames.
    private var listTop = 0

    public init(style: TextStyle) {
        list = ConversationListRenderer(style: style)
        detail = ConversationDetailRenderer(style: style)
        searchBar = SearchBarRenderer(style: style)
        statusLine = StatusLineRenderer(style: style, hint: "Press ? for keys.")
    }

    public var selectableNumbers: [Int] {
        screen == .list && inboxProblem == nil ? inbox.rows.map(\.number) : []
    }

    public func frame(width: Int) -> [String] {
        frame(width: width, height: 4 + max(1, inbox.rows.count * 2), selected: nil)
    }

    public func frame(width: Int, height: Int, selected: Int?) -> [String] {
        let rule = String(repeating: "─", count: width)
        let head = [searchBar.line(for: inbox, width: width), rule]
        let tail = [rule, statusLine.line(for: syncStatus, width: width)]
        let room = max(0, height - head.count - tail.count)
        let body: [String]
        if width >= InboxWindow.splitWidth {
            let left = (width - 3) * 2 / 5
            body = SplitPane.join(
                listLines(width: left, height: room, selected: selected),
                detailLines(width: width - 3 - left, height: room), leftWidth: left)
        } else if screen == .conversation {
            body = detailLines(width: width, height: room)
        } else {
            body = listLines(width: width, height: room, selected: selected)
        }
        return Viewport.fit(head: head, body: body, tail: tail, height: height)
    }

    /// The latest messages are the ones to read, so a long conversation shows its end.
    private func detailLines(width: Int, height: Int) -> [String] {
        let lines = detail.lines(for: conversation, width: width)
        return Viewport.fit(
            head: [], body: lines, tail: [], height: height, focus: max(0, lines.count - 1)..<lines.count)
    }

    /// Each conversation takes two lines, and the cursor's two stay in view.
    private func listLines(width: Int, height: Int, selected: Int?) -> [String] {
        let index = selected.flatMap { number in inbox.rows.firstIndex { $0.number == number } }
        let lines = listLines(width: width, selected: selected)
        listTop = Viewport.top(listTop, keeping: index.map { 2 * $0..<(2 * $0 + 2) }, room: height, count: lines.count)
        return Viewport.fit(head: [], body: lines, tail: [], height: height, from: listTop)
    }

    /// The cursor's row drawn as the list draws a selected row; on the list
    /// screen it is the only one marked.
    private func listLines(width: Int, selected: Int?) -> [String] {
        if let inboxProblem { return [TextLayout.truncate(SafeText.make(inboxProblem), to: width)] }
        guard let selected, screen == .list else { return list.lines(for: inbox, width: width) }
        let rows = inbox.rows.map { row in
            InboxRowViewModel(
                number: row.number, title: row.title, preview: row.preview, timestamp: row.timestamp,
                unreadCount: row.unreadCount, isSelected: row.number == selected)
        }
        let marked = InboxViewModel(
            rows: rows, searchText: inbox.searchText, emptyText: inbox.emptyText, positionText: inbox.positionText)
        return list.lines(for: marked, width: width)
    }
}

extension InboxFullScreenWindow: InboxDisplay {
    public func showInbox(_ inbox: InboxViewModel) {
        self.inbox = inbox
        inboxProblem = nil
    }

    public func showInboxUnavailable(_ reason: String) { inboxProblem = reason }
    public func showConversation(_ conversation: ConversationViewModel) { self.conversation = conversation }
    public func clearConversation() { conversation = nil }
    public func showSyncStatus(_ status: SyncStatusViewModel) { syncStatus = status }
    public func showScreen(_ screen: InboxScreen) { self.screen = screen }
}
