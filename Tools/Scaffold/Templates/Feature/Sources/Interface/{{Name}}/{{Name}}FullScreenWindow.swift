{{modules}}public import Interface
public import {{Application}}

/// The {{Name}} feature in full-screen mode: a second window on the same
/// display protocol, view models and renderers as `{{Name}}Window`, fitted
/// to the screen's height with the cursor's row marked and in view.
public final class {{Name}}FullScreenWindow: FullScreenWindow {
    private let list: {{Name}}ListRenderer
    private let detail: {{Item}}DetailRenderer
    var shownList = {{Name}}ViewModel(title: "", headings: [], rows: [], emptyText: "", positionText: "")
    var problem: String?
    var shownDetail: {{Item}}DetailViewModel?
    var screen = {{Name}}Screen.list
    /// The first row in view, kept between frames.
    private var top = 0

    public init(style: TextStyle) {
        list = {{Name}}ListRenderer(style: style)
        detail = {{Item}}DetailRenderer(style: style)
    }

    /// What to do next, in this view's keys (`{{Name}}Commands.keys`), not the line commands.
    static let addHint = "Press a to add one, ? for every key."
    static let detailHint = "Press Esc to go back, ? for every key."

    public var selectableNumbers: [Int] { screen == .list && problem == nil ? shownList.rows.map(\.number) : [] }

    public func frame(width: Int) -> [String] {
        frame(width: width, height: shownList.rows.count + 2, selected: nil)
    }

    public func typedFields(of number: Int) -> [String] {
        shownList.rows.first { $0.number == number }?.typed ?? []
    }

    public func frame(width: Int, height: Int, selected: Int?) -> [String] {
        switch screen {
        case .detail:
            let lines = detail.lines(for: shownDetail, width: width, hint: Self.detailHint)
            return Viewport.fit(head: [], body: lines, tail: [], height: height)
        case .list:
            if let problem {
                return Viewport.fit(
                    head: [TextLayout.truncate(SafeText.make(problem), to: width)], body: [], tail: [], height: height)
            }
            // The heading and the fields' names stay; the rows scroll under them.
            let lines = list.lines(for: shownList, width: width, selected: selected, hint: Self.addHint)
            let head = shownList.rows.isEmpty ? 1 : 2
            let index = selected.flatMap { number in shownList.rows.firstIndex { $0.number == number } }
            top = Viewport.top(
                top, keeping: index.map { $0..<($0 + 1) }, room: height - head, count: lines.count - head)
            return Viewport.fit(
                head: Array(lines.prefix(head)), body: Array(lines.dropFirst(head)), tail: [], height: height,
                from: top)
        }
    }
}

extension {{Name}}FullScreenWindow: {{Name}}Display {
    public func show{{Name}}(_ list: {{Name}}ViewModel) {
        shownList = list
        problem = nil
    }

    public func show{{Name}}Unavailable(_ reason: String) { problem = reason }
    public func show{{Item}}(_ detail: {{Item}}DetailViewModel) { shownDetail = detail }
    public func showScreen(_ screen: {{Name}}Screen) { self.screen = screen }
}
