{{modules}}public import Interface
public import {{Application}}

/// The {{Name}} feature's terminal window: one object that stands for its
/// whole screen. It conforms to the feature's display protocol and
/// hands each view model to the renderer that draws it, so the parts never
/// disagree and nothing outside reaches a renderer.
public final class {{Name}}Window: FeatureWindow {
    private let list: {{Name}}ListRenderer
    private let detail: {{Item}}DetailRenderer
    private let style: TextStyle
    var shown = {{Name}}Snapshot()

    public init(style: TextStyle) {
        list = {{Name}}ListRenderer(style: style)
        detail = {{Item}}DetailRenderer(style: style)
        self.style = style
    }

    /// What an empty list says to do, in this view's commands.
    static let addHint = "Type '\({{Name}}Commands.shortestAdd)' to add one."

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
            return list.lines(for: shown.list, width: width, hint: Self.addHint)
        }
    }
}

extension {{Name}}Window: {{Name}}Display {
    public func show{{Name}}(_ list: {{Name}}ViewModel) { shown.show{{Name}}(list) }
    public func show{{Name}}Unavailable(_ reason: String) { shown.show{{Name}}Unavailable(reason) }
    public func show{{Item}}(_ detail: {{Item}}DetailViewModel) { shown.show{{Item}}(detail) }
    public func showScreen(_ screen: {{Name}}Screen) { shown.showScreen(screen) }
}
