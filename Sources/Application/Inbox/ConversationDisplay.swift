/// Anything that can show one open conversation.
@MainActor
public protocol ConversationDisplay: AnyObject {
    func showConversation(_ conversation: ConversationViewModel)
    /// Nothing is open, for example after the open conversation was deleted.
    func clearConversation()
}
