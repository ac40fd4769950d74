/// Fits safe text into a number of terminal cells. Every function here
/// measures with `TerminalCells` and cuts only where `CellCounter` says a
/// character begins, so no line comes out wider than asked: a part cut off is
/// exactly as wide as counted, and joined parts are never wider than the sum of
/// their widths. On a line narrower than one character (a wide one on a line of
/// one cell) the character shows as "…".
public enum TextLayout {
    /// Cuts text that is too wide and marks the cut with "…".
    public static func truncate(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        guard TerminalCells.width(of: text) > width else { return text }
        return head(of: text, fitting: width - 1).text + "…"
    }

    /// The end of `text` that fits in `cells`, where a cursor typing it is.
    /// Characters are measured one by one, which never counts fewer cells than the whole.
    public static func end(of text: String, fitting cells: Int) -> String {
        var used = 0
        var start = text.endIndex
        while start > text.startIndex {
            let previous = text.index(before: start)
            used += TerminalCells.width(of: String(text[previous]))
            guard used <= cells else { break }
            start = previous
        }
        return String(text[start...])
    }

    /// Truncates, then pads with spaces to exactly `width` cells.
    public static func fit(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        let cells = TerminalCells.width(of: text)
        if cells <= width { return text + spaces(width - cells) }
        let cut = head(of: text, fitting: width - 1)
        return cut.text + "…" + spaces(width - 1 - cut.cells)
    }

    /// Puts `right` at the end of a line of `width` cells and gives `left` what remains.
    public static func spread(_ left: String, _ right: String, width: Int) -> String {
        let rightWidth = min(TerminalCells.width(of: right), width)
        let leftWidth = max(0, width - rightWidth - 1)
        guard leftWidth > 0 else { return truncate(right, to: width) }
        return fit(left, to: leftWidth) + " " + truncate(right, to: rightWidth)
    }

    /// Breaks text into lines of at most `width` cells, at spaces where it can
    /// and between characters where a word is wider than the line. Where more
    /// than `limit` lines would be needed, the first `limit` show, the last ending
    /// in "…", and the text after them is not read: `LineBreaker` lays out a line
    /// at a time, each in time linear in what it holds.
    public static func wrap(_ text: String, to width: Int, limit: Int = .max) -> [String] {
        guard width > 0, limit > 0 else { return [] }
        let (lines, isCut) = lines(of: text, width: width, limit: limit)
        return isCut ? marked(lines, width: width) : lines
    }

    /// At most `limit` lines of `text`, and whether anything but spaces follows them.
    static func lines(of text: String, width: Int, limit: Int) -> (lines: [String], isCut: Bool) {
        var breaker = LineBreaker(text, width: width)
        var lines: [String] = []
        while lines.count < limit, let line = breaker.next() { lines.append(line) }
        // A text of spaces alone is one empty line, as an empty one is.
        return (lines.isEmpty ? [""] : lines, !breaker.isDone)
    }

    /// The lines with the last one ending in "…", to say the text goes on.
    static func marked(_ lines: [String], width: Int) -> [String] {
        guard let last = lines.last else { return lines }
        let scalars = last[...].unicodeScalars
        return lines.dropLast() + [String(scalars[..<head(of: scalars, fitting: width - 1).end]) + "…"]
    }

    private static func spaces(_ count: Int) -> String {
        String(repeating: " ", count: max(0, count))
    }

    /// The end of the longest start of `scalars` made of whole characters that
    /// takes at most `limit` cells, and its cells. It reads one character past that.
    static func head(of scalars: Substring.UnicodeScalarView, fitting limit: Int) -> (
        end: Substring.UnicodeScalarView.Index, cells: Int
    ) {
        var counter = CellCounter()
        var cut = scalars.startIndex
        var cells = 0
        var index = scalars.startIndex
        while index < scalars.endIndex {
            // `closed` is then the width of everything before this character.
            if counter.add(scalars[index]) {
                if counter.closed > limit { break }
                (cut, cells) = (index, counter.closed)
            }
            index = scalars.index(after: index)
        }
        if index == scalars.endIndex, counter.cells <= limit { (cut, cells) = (index, counter.cells) }
        return (cut, cells)
    }

    /// The longest start of `text` of whole characters that takes at most `limit` cells.
    private static func head(of text: String, fitting limit: Int) -> (text: String, cells: Int) {
        let scalars = text[...].unicodeScalars
        let cut = head(of: scalars, fitting: limit)
        return (String(scalars[..<cut.end]), cut.cells)
    }
}
