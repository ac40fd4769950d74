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
