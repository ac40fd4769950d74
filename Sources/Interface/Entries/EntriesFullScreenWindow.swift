public import Application

/// A feature made of entries in full-screen mode: a second window on the
/// same `EntryDisplay`, view models and renderers as `EntriesWindow`, fitted
/// to the screen's height with the cursor's row marked and in view.
public final class EntriesFullScreenWindow: FullScreenWindow {
    private let list: EntriesListRenderer
    private let detail: EntryDetailRenderer
    var shown = EntriesSnapshot()
    /// The first row in view, kept between frames.
    private var top = 0

    public init(style: TextStyle) {
        list = EntriesListRenderer(style: style)
        detail = EntryDetailRenderer(style: style)
    }

    /// What to do next, in this view's keys (`EntryCommands.keys`), not the line commands.
    static let addHint = "Press a to add one, ? for every key."
    static let detailHint = "Press Esc to go back, ? for every key."

    public var selectableNumbers: [Int] {
        shown.screen == .list && shown.problem == nil ? shown.list.rows.map(\.number) : []
    }

    public func frame(width: Int) -> [String] {
        frame(width: width, height: shown.list.rows.count + 2, selected: nil)
    }

    public func typedFields(of number: Int) -> [String] {
        shown.list.rows.first { $0.number == number }?.typed ?? []
    }

    public func frame(width: Int, height: Int, selected: Int?) -> [String] {
        switch shown.screen {
        case .detail:
            let lines = detail.lines(for: shown.detail, width: width, hint: Self.detailHint)
            return Viewport.fit(head: [], body: lines, tail: [], height: height)
        case .list:
            if let problem = shown.problem {
                return Viewport.fit(
                    head: [TextLayout.truncate(SafeText.make(problem), to: width)], body: [], tail: [], height: height)
            }
            // The heading and the fields' names stay; the rows scroll under them.
            let lines = list.lines(for: shown.list, width: width, selected: selected, hint: Self.addHint)
            let head = shown.list.rows.isEmpty ? 1 : 2
            let index = selected.flatMap { number in shown.list.rows.firstIndex { $0.number == number } }
            top = Viewport.top(
                top, keeping: index.map { $0..<($0 + 1) }, room: height - head, count: lines.count - head)
            return Viewport.fit(
                head: Array(lines.prefix(head)), body: Array(lines.dropFirst(head)), tail: [], height: height,
                from: top)
        }
    }
}

extension EntriesFullScreenWindow: EntryDisplay {
    public func showEntries(_ list: EntriesViewModel) { shown.showEntries(list) }
    public func showEntriesUnavailable(_ reason: String) { shown.showEntriesUnavailable(reason) }
    public func showEntry(_ detail: EntryDetailViewModel) { shown.showEntry(detail) }
    public func showScreen(_ screen: EntryScreen) { shown.showScreen(screen) }
}
