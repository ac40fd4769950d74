/// Anything that can show the Inbox: its screens, the conversation list, the
/// open conversation and the sync status.
///
/// Application owns this protocol and Interface conforms to it, so the
/// presenter pushes to a display without knowing what kind of view it is.
/// Displays live on the main actor, where every presenter and flow runs.
@MainActor
public protocol InboxDisplay: AnyObject {
    func showScreen(_ screen: InboxScreen)
    func showInbox(_ inbox: InboxViewModel)
    /// The list could not be loaded; `reason` is one line for the user.
    func showInboxUnavailable(_ reason: String)
    func showConversation(_ conversation: ConversationViewModel)
    /// Nothing is open, for example after the open conversation was deleted.
    func clearConversation()
    func showSyncStatus(_ status: SyncStatusViewModel)
}

/// The screens of the Inbox feature, in the order the flow moves through them.
public enum InboxScreen: Equatable, Sendable {
    case list
    case conversation
}

/// Everything a view needs to draw the conversation list, as plain text and flags.
public struct InboxViewModel: Equatable, Sendable {
    public let rows: [InboxRowViewModel]
    /// What the list is filtered by; empty when it is not.
    public let searchText: String
    /// Shown instead of rows when there are none.
    public let emptyText: String
    /// Describes the rows shown among all that match, such as "1–20 of 312".
    public let positionText: String

    public init(rows: [InboxRowViewModel], searchText: String, emptyText: String, positionText: String) {
        self.rows = rows
        self.searchText = searchText
        self.emptyText = emptyText
        self.positionText = positionText
    }
}

/// One conversation in the list.
public struct InboxRowViewModel: Equatable, Sendable {
    /// What the user types after `open`.
    public let number: Int
    public let title: String
    public let preview: String
    public let timestamp: String
    public let unreadCount: Int
    public let isSelected: Bool

    public init(number: Int, title: String, preview: String, timestamp: String, unreadCount: Int, isSelected: Bool) {
        self.number = number
        self.title = title
        self.preview = preview
        self.timestamp = timestamp
        self.unreadCount = unreadCount
        self.isSelected = isSelected
    }
}

/// Everything a view needs to draw one open conversation.
public struct ConversationViewModel: Equatable, Sendable {
    public let title: String
    /// Oldest first, as a conversation reads.
    public let rows: [MessageRowViewModel]
    public let unreadText: String

    public init(title: String, rows: [MessageRowViewModel], unreadText: String) {
        self.title = title
        self.rows = rows
        self.unreadText = unreadText
    }
}

/// One message as the detail pane shows it. Each kind of message has its own
/// case, and Interface gives each case its own row that renders itself.
public enum MessageRowViewModel: Equatable, Sendable {
    case text(author: String, time: String, body: String, isMine: Bool)
    case photos(author: String, time: String, label: String, isMine: Bool)
    case notice(text: String, time: String)
}

/// The sync status as a view shows it.
public struct SyncStatusViewModel: Equatable, Sendable {
    public let text: String
    public let isError: Bool

    public init(text: String, isError: Bool) {
        self.text = text
        self.isError = isError
    }

    init(_ state: SyncState) {
        text = state.statusText
        if case .failed = state { isError = true } else { isError = false }
    }
}
