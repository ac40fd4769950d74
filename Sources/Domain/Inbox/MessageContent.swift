/// What a message carries. Each kind has its own rules and its own rendering,
/// so code that branches on it switches exhaustively, never with `default:`.
public enum MessageContent: Hashable, Sendable {
    case text(String)
    /// Photo attachments, by file name; a photo message has at least one.
    case photos([String])
    /// A notice from the service, such as "Alex joined".
    case notice(String)
}
