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
    var shownList = {{Name}}ViewModel(title: "", headings: [], rows: [], emptyText: "", positionText: "")
    var problem: String?
    var shownDetail: {{Item}}DetailViewModel?
    var screen = {{Name}}Screen.list

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
        switch screen {
        case .detail:
            let number = shownDetail?.number ?? 0
            let hint = "Type 'edit \(number) name=value' to change it, 'delete \(number)' to delete it, or 'list'."
            return detail.lines(for: shownDetail, width: width, hint: hint)
        case .list:
            if let problem { return [TextLayout.truncate(SafeText.make(problem), to: width)] }
            return list.lines(for: shownList, width: width, hint: Self.addHint)
        }
    }
}

extension {{Name}}Window: {{Name}}Display {
    public func show{{Name}}(_ list: {{Name}}ViewModel) {
        shownList = list
        problem = nil
    }

    public func show{{Name}}Unavailable(_ reason: String) {
        problem = reason
    }

    public func show{{Item}}(_ detail: {{Item}}DetailViewModel) {
        shownDetail = detail
    }

    public func showScreen(_ screen: {{Name}}Screen) {
        self.screen = screen
    }
}
