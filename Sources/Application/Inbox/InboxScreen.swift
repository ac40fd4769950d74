/// The screens of the Inbox feature, in the order the flow moves through them.
public enum InboxScreen: Equatable, Sendable {
    case list
    case conversation
}
