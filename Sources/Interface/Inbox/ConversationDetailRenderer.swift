public import Application

/// Draws an open conversation: its title, then each message as its own row draws it.
public struct ConversationDetailRenderer: Sendable {
    public let style: TextStyle

    public init(style: TextStyle) {
        self.style = style
    }

    /// No message takes more lines than a full screen's pane of `height` rows
    /// holds under the title, nor, in line mode, which has no height, more than
    /// `TextLayout.longestText`: what one message costs to draw stays in check.
    public func lines(for conversation: ConversationViewModel?, width: Int, height: Int? = nil) -> [String] {
        guard let conversation else { return [TextLayout.truncate("No conversation open.", to: width)] }
        let title = TextLayout.spread(
            SafeText.make(conversation.title, within: width), conversation.unreadText, width: width)
        let rule = String(repeating: "─", count: width)
        let messageLines = height.map { max(1, $0 - 2) } ?? TextLayout.longestText
        let messages = conversation.rows.flatMap {
            messageRow(for: $0).lines(width: width, style: style, limit: messageLines)
        }
        return [style.bold(title), rule] + messages
    }
}
