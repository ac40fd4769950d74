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
        return String(head(of: text[...], fitting: width - 1).text) + "…"
    }

    /// Truncates, then pads with spaces to exactly `width` cells.
    public static func fit(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        let cells = TerminalCells.width(of: text)
        if cells <= width { return text + spaces(width - cells) }
        let cut = head(of: text[...], fitting: width - 1)
        return String(cut.text) + "…" + spaces(width - 1 - cut.cells)
    }

    /// Puts `right` at the end of a line of `width` cells and gives `left` what remains.
    public static func spread(_ left: String, _ right: String, width: Int) -> String {
        let rightWidth = min(TerminalCells.width(of: right), width)
        let leftWidth = max(0, width - rightWidth - 1)
        guard leftWidth > 0 else { return truncate(right, to: width) }
        return fit(left, to: leftWidth) + " " + truncate(right, to: rightWidth)
    }

    /// Breaks text into lines of at most `width` cells, at spaces where it can
    /// and between characters where a word is wider than the line.
    public static func wrap(_ text: String, to width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = Substring(word)
            var wordWidth = TerminalCells.width(of: word)
            // Emptiness, not width: a line of zero-width marks is still a line.
            if !line.isEmpty, lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
                continue
            }
            if !line.isEmpty { lines.append(line) }
            while wordWidth > width {
                let (first, rest) = split(word, at: width)
                lines.append(first)
                word = rest
                wordWidth = TerminalCells.width(of: word)
            }
            (line, lineWidth) = (String(word), wordWidth)
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    private static func spaces(_ count: Int) -> String {
        String(repeating: " ", count: max(0, count))
    }

    /// The longest start of `text` made of whole characters that takes at most
    /// `limit` cells, and its cells.
    private static func head(of text: Substring, fitting limit: Int) -> (text: Substring, cells: Int) {
        let scalars = text.unicodeScalars
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
        return (Substring(scalars[..<cut]), cells)
    }

    /// Cuts a word wider than the line into a line and the rest.
    private static func split(_ word: Substring, at width: Int) -> (String, Substring) {
        let first = head(of: word, fitting: width).text
        // Slices of the scalar view: a String subscript would round the cut down to a grapheme cluster.
        if !first.isEmpty { return (String(first), Substring(word.unicodeScalars[first.endIndex...])) }
        // Even the first character is wider than the line: show "…" in its place.
        var counter = CellCounter()
        var index = word.unicodeScalars.startIndex
        _ = counter.add(word.unicodeScalars[index])
        index = word.unicodeScalars.index(after: index)
        while index < word.unicodeScalars.endIndex, !counter.add(word.unicodeScalars[index]) {
            index = word.unicodeScalars.index(after: index)
        }
        return ("…", Substring(word.unicodeScalars[index...]))
    }
}
