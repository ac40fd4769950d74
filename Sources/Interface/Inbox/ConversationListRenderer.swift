public import Application

/// Draws the conversation list: two lines a conversation, the title with its
/// unread count and time, then the preview. The row numbered `selected`, a
/// full-screen cursor's, is marked in place of the one the view model marks.
public struct ConversationListRenderer: Sendable {
    public let style: TextStyle

    public init(style: TextStyle) {
        self.style = style
    }

    public func lines(for inbox: InboxViewModel, width: Int, selected: Int? = nil) -> [String] {
        guard !inbox.rows.isEmpty else { return [TextLayout.truncate(SafeText.make(inbox.emptyText), to: width)] }
        return inbox.rows.flatMap { row in
            lines(for: row, width: width, isSelected: selected.map { $0 == row.number } ?? row.isSelected)
        }
    }

    private func lines(for row: InboxRowViewModel, width: Int, isSelected: Bool) -> [String] {
        let number = String(row.number)
        let marker = isSelected ? ">" : " "
        let gutter = marker + String(repeating: " ", count: max(0, 3 - number.count)) + number + " "
        let unread = row.unreadCount > 0 ? " (\(row.unreadCount))" : ""
        let heading = TextLayout.spread(
            gutter + SafeText.make(row.title, within: width) + unread, SafeText.make(row.timestamp), width: width)
        let preview = TextLayout.fit("     " + SafeText.make(row.preview, within: width), to: width)
        if isSelected { return [style.inverse(heading), style.inverse(preview)] }
        return [row.unreadCount > 0 ? style.bold(heading) : heading, style.dim(preview)]
    }
}
