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
    var shown = InboxSnapshot()
    /// The first list line in view, kept between frames.
    private var listTop = 0

    public init(style: TextStyle) {
        list = ConversationListRenderer(style: style)
        detail = ConversationDetailRenderer(style: style)
        searchBar = SearchBarRenderer(style: style)
        statusLine = StatusLineRenderer(style: style, hint: "Press ? for keys.")
    }

    public var selectableNumbers: [Int] {
        shown.screen == .list && shown.inboxProblem == nil ? shown.inbox.rows.map(\.number) : []
    }

    public func frame(width: Int) -> [String] {
        frame(width: width, height: 4 + max(1, shown.inbox.rows.count * 2), selected: nil)
    }

    public func frame(width: Int, height: Int, selected: Int?) -> [String] {
        let rule = String(repeating: "─", count: width)
        let head = [searchBar.line(for: shown.inbox, width: width), rule]
        let tail = [rule, statusLine.line(for: shown.syncStatus, width: width)]
        let room = max(0, height - head.count - tail.count)
        let body: [String]
        if width >= InboxWindow.splitWidth {
            let left = (width - 3) * 2 / 5
            body = SplitPane.join(
                listLines(width: left, height: room, selected: selected),
                detailLines(width: width - 3 - left, height: room), leftWidth: left)
        } else if shown.screen == .conversation {
            body = detailLines(width: width, height: room)
        } else {
            body = listLines(width: width, height: room, selected: selected)
        }
        return Viewport.fit(head: head, body: body, tail: tail, height: height)
    }

    /// The latest messages are the ones to read, so a long conversation shows its
    /// end; a message longer than the screen shows the start that fits it.
    private func detailLines(width: Int, height: Int) -> [String] {
        let lines = detail.lines(for: shown.conversation, width: width, height: height)
        return Viewport.fit(
            head: [], body: lines, tail: [], height: height, focus: max(0, lines.count - 1)..<lines.count)
    }

    /// Each conversation takes two lines, and the cursor's two stay in view;
    /// on the list screen the cursor's row is the one marked.
    private func listLines(width: Int, height: Int, selected: Int?) -> [String] {
        if let problem = shown.inboxProblem { return [TextLayout.truncate(SafeText.make(problem), to: width)] }
        let cursor = shown.screen == .list ? selected : nil
        let lines = list.lines(for: shown.inbox, width: width, selected: cursor)
        let index = cursor.flatMap { number in shown.inbox.rows.firstIndex { $0.number == number } }
        listTop = Viewport.top(listTop, keeping: index.map { 2 * $0..<(2 * $0 + 2) }, room: height, count: lines.count)
        return Viewport.fit(head: [], body: lines, tail: [], height: height, from: listTop)
    }
}

extension InboxFullScreenWindow: InboxDisplay {
    public func showInbox(_ inbox: InboxViewModel) { shown.showInbox(inbox) }
    public func showInboxUnavailable(_ reason: String) { shown.showInboxUnavailable(reason) }
    public func showConversation(_ conversation: ConversationViewModel) { shown.showConversation(conversation) }
    public func clearConversation() { shown.clearConversation() }
    public func showSyncStatus(_ status: SyncStatusViewModel) { shown.showSyncStatus(status) }
    public func showScreen(_ screen: InboxScreen) { shown.showScreen(screen) }
}
