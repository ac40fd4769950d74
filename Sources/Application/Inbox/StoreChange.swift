public import Domain

/// What changed in a store, so that presenters can refresh without polling.
public enum StoreChange: Equatable, Sendable {
    case messageSent(ConversationID)
    case conversationDeleted(ConversationID)
    case conversationRead(ConversationID)
    /// A sync or another process added or changed messages.
    case messagesArrived(count: Int)
}
