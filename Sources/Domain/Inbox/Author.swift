/// Who a message comes from.
public enum Author: Hashable, Sendable {
    /// The person using this inbox.
    case me
    /// Someone else in the conversation, by display name.
    case contact(String)
    /// The service itself, for notices such as "Alex joined".
    case system
}
