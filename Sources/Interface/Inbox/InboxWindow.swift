public import Application

/// The Inbox's terminal window: one object that stands for every part of the
/// screen. It conforms to each display protocol of the feature and hands the
/// view models to its sub-renderers, so the parts never disagree and nothing
/// outside reaches a sub-renderer.
///
/// At 100 columns or more the list and the open conversation show side by side;
/// narrower, only the current screen shows, as a phone collapses a split view.
public final class InboxWindow {
    public static let splitWidth = 100
    public weak var intents: (any InboxIntents)?
    private let list: ConversationListRenderer
    private let detail: ConversationDetailRenderer
    private var inbox: InboxViewModel?
    private var inboxProblem: String?
    private var conversation: ConversationViewModel?
    private var screen = InboxScreen.list
    private var error: String?

    public init(style: TextStyle) {
        list = ConversationListRenderer(style: style)
        detail = ConversationDetailRenderer(style: style)
    }

    /// Turns a typed line into an intent for the flow, then says what to show.
    public func handle(_ line: String, width: Int) -> WindowResponse {
        let command: InboxCommand
        switch InboxCommand.parse(line) {
        case .success(let parsed): command = parsed
        case .failure(let failure): return .error(failure.description)
        }
        error = nil
        switch command {
        case .list: intents?.didAskForList()
        case .open(let number): intents?.didSelectConversation(number: number)
        case .help: return .message(InboxHelp.lines(width: width))
        case .quit:
            intents?.didAskToQuit()
            return .quit
        }
        if let error { return .error(error) }
        return .frame(frame(width: width))
    }

    /// The whole screen as it stands, no line wider than `width` cells.
    public func frame(width: Int) -> [String] {
        let listLines = inboxProblem.map { [TextLayout.truncate(SafeText.make($0), to: width)] }
        if width >= Self.splitWidth {
            let left = (width - 3) * 2 / 5
            let right = width - 3 - left
            return SplitPane.join(
                listLines ?? list.lines(for: inbox ?? .empty, width: left),
                detail.lines(for: conversation, width: right), leftWidth: left)
        }
        switch screen {
        case .list: return listLines ?? list.lines(for: inbox ?? .empty, width: width)
        case .conversation: return detail.lines(for: conversation, width: width)
        }
    }
}

extension InboxWindow: InboxDisplay, ConversationDisplay, InboxFlowDisplay {
    public func showInbox(_ inbox: InboxViewModel) {
        self.inbox = inbox
        inboxProblem = nil
    }

    public func showInboxUnavailable(_ reason: String) {
        inboxProblem = reason
    }

    public func showConversation(_ conversation: ConversationViewModel) {
        self.conversation = conversation
    }

    public func clearConversation() {
        conversation = nil
    }

    public func showScreen(_ screen: InboxScreen) {
        self.screen = screen
    }

    public func showError(_ message: String) {
        error = message
    }
}

extension InboxViewModel {
    static let empty = InboxViewModel(rows: [], searchText: "", emptyText: "", positionText: "")
}
