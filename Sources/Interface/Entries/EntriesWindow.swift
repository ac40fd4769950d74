public import Application

/// A feature's terminal window in line mode: one object that stands for its
/// whole screen. It is the feature's `EntryDisplay` and hands each view
/// model to the renderer that draws it, so the parts never disagree and
/// nothing outside reaches a renderer.
public final class EntriesWindow: FeatureWindow {
    private let list: EntriesListRenderer
    private let detail: EntryDetailRenderer
    private let style: TextStyle
    /// What an empty list says to do, in this view's commands.
    let addHint: String
    var shown = EntriesSnapshot()

    /// `fields` are the feature's, so an empty list can show the shortest `add`.
    public init(style: TextStyle, fields: [FieldPrompt]) {
        list = EntriesListRenderer(style: style)
        detail = EntryDetailRenderer(style: style)
        self.style = style
        addHint = "Type '\(EntryCommands.shortestAdd(fields))' to add one."
    }

    /// The window for the view the App runs, which is the feature's display:
    /// one of these in line mode, `EntriesFullScreenWindow` full screen,
    /// `EntriesJSONWindow` in JSON, which names the feature by `command`.
    public static func forView(_ view: ShellView, command: String, style: TextStyle, fields: [FieldPrompt])
        -> any FeatureWindow & EntryDisplay
    {
        switch view {
        case .line: EntriesWindow(style: style, fields: fields)
        case .fullScreen: EntriesFullScreenWindow(style: style)
        case .json: EntriesJSONWindow(feature: command)
        }
    }

    /// The whole screen as it stands, no line wider than `width` cells.
    public func frame(width: Int) -> [String] {
        let rule = String(repeating: "─", count: width)
        return body(width: width) + [rule, style.dim(TextLayout.truncate("Type 'help' for commands.", to: width))]
    }

    private func body(width: Int) -> [String] {
        switch shown.screen {
        case .detail:
            let number = shown.detail?.number ?? 0
            let hint = "Type 'edit \(number) name=value' to change it, 'delete \(number)' to delete it, or 'list'."
            return detail.lines(for: shown.detail, width: width, hint: hint)
        case .list:
            if let problem = shown.problem { return [TextLayout.truncate(SafeText.make(problem), to: width)] }
            return list.lines(for: shown.list, width: width, hint: addHint)
        }
    }
}

extension EntriesWindow: EntryDisplay {
    public func showEntries(_ list: EntriesViewModel) { shown.showEntries(list) }
    public func showEntriesUnavailable(_ reason: String) { shown.showEntriesUnavailable(reason) }
    public func showEntry(_ detail: EntryDetailViewModel) { shown.showEntry(detail) }
    public func showScreen(_ screen: EntryScreen) { shown.showScreen(screen) }
}
