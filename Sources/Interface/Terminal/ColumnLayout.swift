/// Lays a table's columns out in a line of a given width: the first column,
/// an entry's label, always shows; the others follow in order while each
/// fits whole at its natural width (its widest cell or heading, at most
/// `maximum`), and the label takes what they leave. So a narrow terminal
/// shows the label alone and a wide one shows every field. Cells must be
/// safe text already: this only measures and cuts.
public struct ColumnLayout: Sendable {
    /// The width of each column that shows, the label's first.
    public let widths: [Int]
    static let gap = "  "

    public init(headings: [String], rows: [[String]], width: Int, maximum: Int = 24) {
        let natural = headings.indices.map { column in
            let cells = rows.map { $0.indices.contains(column) ? $0[column] : "" } + [headings[column]]
            return min(maximum, cells.map(TerminalCells.width(of:)).max() ?? 0)
        }
        // The label keeps room for a few characters before any other column is let in.
        var used = min(natural.first ?? 0, 12)
        var shown: [Int] = []
        for columnWidth in natural.dropFirst() {
            guard used + Self.gap.count + columnWidth <= width else { break }
            used += Self.gap.count + columnWidth
            shown.append(columnWidth)
        }
        let others = shown.reduce(0) { $0 + $1 + Self.gap.count }
        widths = headings.isEmpty ? [] : [max(0, width - others)] + shown
    }

    /// The cells of the columns that show, each fitted to its width; the
    /// last is only cut, so a line ends where its text does.
    public func line(_ cells: [String]) -> String {
        widths.enumerated().map { column, width in
            let cell = cells.indices.contains(column) ? cells[column] : ""
            return column == widths.count - 1 ? TextLayout.truncate(cell, to: width) : TextLayout.fit(cell, to: width)
        }.joined(separator: Self.gap)
    }
}
