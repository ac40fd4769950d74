/// One message as the detail pane shows it. Each kind of message has its own
/// case, and Interface gives each case its own row that renders itself.
public enum MessageRowViewModel: Equatable, Sendable {
    case text(author: String, time: String, body: String, isMine: Bool)
    case photos(author: String, time: String, label: String, isMine: Bool)
    case notice(text: String, time: String)
}
