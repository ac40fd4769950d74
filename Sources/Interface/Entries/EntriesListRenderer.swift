public import Application

/// Draws a feature's list: a heading that says where the page is, the
/// columns' names, then one line each, with its number, its first column and
/// as many more as fit (`ColumnLayout`), its age, and `>` before the number of
/// the row under a full-screen cursor; an empty list says so, then the
/// window's `hint`, which says how to add one in that view's own commands or
/// keys. A pure function of the view model, the width, that row and the hint.
public struct EntriesListRenderer: Sendable {
    public let style: TextStyle

    public init(style: TextStyle) {
        self.style = style
    }

    public func lines(for list: EntriesViewModel, width: Int, selected: Int? = nil, hint: String = "") -> [String] {
        let heading = style.bold(TextLayout.spread(list.title, list.positionText, width: width))
        guard !list.rows.isEmpty else {
            let empty = [SafeText.make(list.emptyText), hint].filter { !$0.isEmpty }.joined(separator: " ")
            return [heading, TextLayout.truncate(empty, to: width)]
        }
        let cells = list.rows.map { row in row.cells.map { SafeText.make($0, within: width) } }
        let ages = list.rows.map(\.age)
        let room = width - Self.gutter - (ages.map(TerminalCells.width(of:)).max() ?? 0) - 1
        let columns = ColumnLayout(headings: list.headings, rows: cells, width: room)
        let names = style.dim(
            TextLayout.truncate(String(repeating: " ", count: Self.gutter) + columns.line(list.headings), to: width))
        return [heading, names]
            + zip(list.rows, cells).map { row, cells in
                line(for: row, cells: columns.line(cells), width: width, isSelected: row.number == selected)
            }
    }

    /// The cursor's mark, a number of three digits and two spaces.
    static let gutter = 6

    private func line(for row: EntryRowViewModel, cells: String, width: Int, isSelected: Bool) -> String {
        let number = String(row.number)
        let gutter = (isSelected ? ">" : " ") + String(repeating: " ", count: max(0, 3 - number.count)) + number + "  "
        let line = TextLayout.spread(gutter + cells, row.age, width: width)
        return isSelected ? style.inverse(line) : line
    }
}
