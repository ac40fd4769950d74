public import Application

/// Draws the bottom line: how the last sync went, or a hint when there is nothing to say.
public struct StatusLineRenderer: Sendable {
    public let style: TextStyle
    /// What shows when no sync has anything to say: how to find the commands or keys.
    public let hint: String

    public init(style: TextStyle, hint: String = "Type 'help' for commands.") {
        self.style = style
        self.hint = hint
    }

    public func line(for status: SyncStatusViewModel?, width: Int) -> String {
        guard let status, !status.text.isEmpty else {
            return style.dim(TextLayout.truncate(hint, to: width))
        }
        let text = TextLayout.truncate(SafeText.make(status.text, within: width), to: width)
        return status.isError ? style.bold(text) : text
    }
}
