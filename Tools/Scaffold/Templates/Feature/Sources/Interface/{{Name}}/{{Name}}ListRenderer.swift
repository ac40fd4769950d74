{{modules}}public import Interface
public import {{Application}}

/// Draws the {{Name}} list: a heading that says where the page is, then one
/// line each, with its number, its title and its age, and `>` before the
/// number of the row under a full-screen cursor. A pure function of the view
/// model, the width and that row.
public struct {{Name}}ListRenderer: Sendable {
    public let style: TextStyle

    public init(style: TextStyle) {
        self.style = style
    }

    public func lines(for list: {{Name}}ViewModel, width: Int, selected: Int? = nil) -> [String] {
        let heading = style.bold(TextLayout.spread(list.title, list.positionText, width: width))
        guard !list.rows.isEmpty else {
            return [heading, TextLayout.truncate(SafeText.make(list.emptyText), to: width)]
        }
        return [heading] + list.rows.map { row in line(for: row, width: width, isSelected: row.number == selected) }
    }

    private func line(for row: {{Item}}RowViewModel, width: Int, isSelected: Bool) -> String {
        let number = String(row.number)
        let gutter = (isSelected ? ">" : " ") + String(repeating: " ", count: max(0, 3 - number.count)) + number + "  "
        let line = TextLayout.spread(gutter + SafeText.make(row.title, within: width), row.age, width: width)
        return isSelected ? style.inverse(line) : line
    }
}
