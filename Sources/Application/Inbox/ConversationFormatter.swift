import Domain

/// The display rules for an open conversation: who wrote each message, how
/// each kind of message reads, and how much of a long history shows.
@MainActor
struct ConversationFormatter {
    /// A conversation shows its latest messages; a long history would bury them.
    static let visibleCount = 30

    let timestamps: TimestampFormatter

    func viewModel(for conversation: Conversation) -> ConversationViewModel {
        let unread = conversation.unreadCount
        let shown = conversation.messages.suffix(Self.visibleCount)
        return ConversationViewModel(
            title: InboxRowFormatter.title(for: conversation.participants),
            rows: earlierNotice(conversation.messages.count) + shown.map(row(for:)),
            unreadText: unread == 0 ? "" : "\(unread) unread", id: conversation.id.rawValue,
            participants: conversation.participants, unreadCount: unread,
            earlierCount: conversation.messages.count - shown.count, messages: shown.map(viewModel(for:)))
    }

    private func viewModel(for message: Message) -> MessageViewModel {
        let content: MessageViewModel.Content =
            switch message.content {
            case .text(let body): .text(body)
            case .photos(let names): .photos(names)
            case .notice(let text): .notice(text)
            }
        let author: String? = if case .contact(let name) = message.author { name } else { nil }
        return MessageViewModel(
            id: message.id.rawValue, author: author, isMine: message.author == .me, sentAt: message.sentAt,
            isRead: message.isRead, content: content)
    }

    func row(for message: Message) -> MessageRowViewModel {
        let time = timestamps.string(for: message.sentAt)
        switch message.content {
        case .text(let body):
            return .text(author: authorName(message.author), time: time, body: body, isMine: message.author == .me)
        case .photos(let names):
            return .photos(
                author: authorName(message.author), time: time,
                label: InboxRowFormatter.attachmentLabel(count: names.count), isMine: message.author == .me)
        case .notice(let text):
            return .notice(text: text, time: time)
        }
    }

    private func earlierNotice(_ total: Int) -> [MessageRowViewModel] {
        let hidden = total - Self.visibleCount
        guard hidden > 0 else { return [] }
        return [.notice(text: hidden == 1 ? "1 earlier message" : "\(hidden) earlier messages", time: "")]
    }

    private func authorName(_ author: Author) -> String {
        switch author {
        case .me: "You"
        case .contact(let name): name
        case .system: "Strata"
        }
    }
}
