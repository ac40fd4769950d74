public import Application

/// Draws the line above the list: the feature's name, or what the list is filtered by.
public struct SearchBarRenderer: Sendable {
    public let style: TextStyle

    public init(style: TextStyle) {
        self.style = style
    }

    public func line(for inbox: InboxViewModel, width: Int) -> String {
        let left = inbox.searchText.isEmpty ? "Inbox" : "Search: " + SafeText.make(inbox.searchText)
        return style.bold(TextLayout.spread(left, inbox.positionText, width: width))
    }
}
