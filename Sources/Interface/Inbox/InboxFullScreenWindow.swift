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

    /// The latest messages are the ones to read, so a long conversation shows its
    /// end; a message longer than the screen shows the start that fits it.
    private func detailLines(width: Int, height: Int) -> [String] {
        let lines = detail.lines(for: conversation, width: width, height: height)
        return Viewport.fit(
            head: [], body: lines, tail: [], height: height, focus: max(0, lines.count - 1)..<lines.count)
    }

    /// Each conversation takes two lines, and the cursor's two stay in view;
    /// on the list screen the cursor's row is the one marked.
    private func listLines(width: Int, height: Int, selected: Int?) -> [String] {
        if let inboxProblem { return [TextLayout.truncate(SafeText.make(inboxProblem), to: width)] }
        let cursor = screen == .list ? selected : nil
        let lines = list.lines(for: inbox, width: width, selected: cursor)
        let index = cursor.flatMap { number in inbox.rows.firstIndex { $0.number == number } }
        listTop = Viewport.top(listTop, keeping: index.map { 2 * $0..<(2 * $0 + 2) }, room: height, count: lines.count)
        return Viewport.fit(head: [], body: lines, tail: [], height: height, from: listTop)
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
