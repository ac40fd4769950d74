public import Application

/// Draws the bottom line: how the last sync went, or a hint when there is nothing to say.
public struct StatusLineRenderer: Sendable {
    public let style: TextStyle

    public init(style: TextStyle) {
        self.style = style
    }

    public func line(for status: SyncStatusViewModel?, width: Int) -> String {
        guard let status, !status.text.isEmpty else {
            return style.dim(TextLayout.truncate("Type 'help' for commands.", to: width))
        }
        let text = TextLayout.truncate(SafeText.make(status.text), to: width)
        return status.isError ? style.bold(text) : text
    }
}
