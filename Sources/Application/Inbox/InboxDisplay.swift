/// Anything that can show the conversation list.
///
/// Application owns this protocol and Interface conforms to it, so presenters
/// push to a display without knowing what kind of view it is. Displays live on
/// the main actor, where every presenter and flow runs.
@MainActor
public protocol InboxDisplay: AnyObject {
    func showInbox(_ inbox: InboxViewModel)
    /// The list could not be loaded; `reason` is one line for the user.
    func showInboxUnavailable(_ reason: String)
}
