public import Application

/// The Inbox's terminal window: one object that stands for the whole screen.
///
/// It conforms to the feature's display protocol and hands each view
/// model to the sub-renderer that draws it (the list, the detail pane, the
/// search bar, the status line), so the parts never disagree and nothing
/// outside reaches a sub-renderer. At 100 columns or more the list and the open
/// conversation show side by side; narrower, only the current screen shows, as
/// a phone collapses a split view.
public final class InboxWindow: FeatureWindow {
    public static let splitWidth = 100
    private let list: ConversationListRenderer
    private let detail: ConversationDetailRenderer
    private let searchBar: SearchBarRenderer
    private let statusLine: StatusLineRenderer
    var shown = InboxSnapshot()

    public init(style: TextStyle) {
        list = ConversationListRenderer(style: style)
        detail = ConversationDetailRenderer(style: style)
        searchBar = SearchBarRenderer(style: style)
        statusLine = StatusLineRenderer(style: style)
    }

    /// The whole screen as it stands, no line wider than `width` cells.
    public func frame(width: Int) -> [String] {
        let rule = String(repeating: "─", count: width)
        return [searchBar.line(for: shown.inbox, width: width), rule] + body(width: width)
            + [rule, statusLine.line(for: shown.syncStatus, width: width)]
    }

    private func body(width: Int) -> [String] {
        if width >= Self.splitWidth {
            let left = (width - 3) * 2 / 5
            return SplitPane.join(
                listLines(width: left), detail.lines(for: shown.conversation, width: width - 3 - left), leftWidth: left)
        }
        switch shown.screen {
        case .list: return listLines(width: width)
        case .conversation: return detail.lines(for: shown.conversation, width: width)
        }
    }

    private func listLines(width: Int) -> [String] {
        if let problem = shown.inboxProblem { return [TextLayout.truncate(SafeText.make(problem), to: width)] }
        return list.lines(for: shown.inbox, width: width)
    }
}

extension InboxWindow: InboxDisplay {
    public func showInbox(_ inbox: InboxViewModel) { shown.showInbox(inbox) }
    public func showInboxUnavailable(_ reason: String) { shown.showInboxUnavailable(reason) }
    public func showConversation(_ conversation: ConversationViewModel) { shown.showConversation(conversation) }
    public func clearConversation() { shown.clearConversation() }
    public func showSyncStatus(_ status: SyncStatusViewModel) { shown.showSyncStatus(status) }
    public func showScreen(_ screen: InboxScreen) { shown.showScreen(screen) }
}
