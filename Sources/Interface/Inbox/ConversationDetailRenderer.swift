public import Application

/// Draws an open conversation: its title, then each message as its own row draws it.
public struct ConversationDetailRenderer: Sendable {
    public let style: TextStyle

    public init(style: TextStyle) {
        self.style = style
    }

    public func lines(for conversation: ConversationViewModel?, width: Int) -> [String] {
        guard let conversation else { return [TextLayout.truncate("No conversation open.", to: width)] }
        let title = TextLayout.spread(SafeText.make(conversation.title), conversation.unreadText, width: width)
        let rule = String(repeating: "─", count: width)
        let messages = conversation.rows.flatMap { messageRow(for: $0).lines(width: width, style: style) }
        return [style.bold(title), rule] + messages
    }
}
