import Application

/// What the Inbox's display was last told to show, which both its windows
/// keep and draw from: one value, with the display's rules for keeping it,
/// so the line and full-screen views never hold two copies of the same state.
struct InboxSnapshot {
    var inbox = InboxViewModel.empty
    /// Why the list could not be read, shown in its place until a list arrives.
    var inboxProblem: String?
    var conversation: ConversationViewModel?
    var syncStatus: SyncStatusViewModel?
    var screen = InboxScreen.list

    mutating func showInbox(_ inbox: InboxViewModel) {
        self.inbox = inbox
        inboxProblem = nil
    }

    mutating func showInboxUnavailable(_ reason: String) { inboxProblem = reason }
    mutating func showConversation(_ conversation: ConversationViewModel) { self.conversation = conversation }
    /// Cleared in the same update as the change that caused it, so a deleted
    /// conversation never lingers in the detail pane.
    mutating func clearConversation() { conversation = nil }
    mutating func showSyncStatus(_ status: SyncStatusViewModel) { syncStatus = status }
    mutating func showScreen(_ screen: InboxScreen) { self.screen = screen }
}

extension InboxViewModel {
    static let empty = InboxViewModel(rows: [], searchText: "", emptyText: "", positionText: "", offset: 0, total: 0)
}
