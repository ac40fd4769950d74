/// Fits safe text into a number of terminal cells. Every function here
/// measures in cells and cuts only between grapheme clusters.
public enum TextLayout {
    /// Cuts text that is too wide and marks the cut with "…".
    public static func truncate(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        guard TerminalCells.width(of: text) > width else { return text }
        var result = ""
        var used = 0
        for character in text {
            let cells = TerminalCells.width(of: character)
            if used + cells > width - 1 { break }
            result.append(character)
            used += cells
        }
        return result + "…"
    }

    /// Truncates, then pads with spaces to exactly `width` cells.
    public static func fit(_ text: String, to width: Int) -> String {
        let cut = truncate(text, to: width)
        return cut + String(repeating: " ", count: max(0, width - TerminalCells.width(of: cut)))
    }

    /// Puts `right` at the end of a line of `width` cells and gives `left` what remains.
    public static func spread(_ left: String, _ right: String, width: Int) -> String {
        let rightWidth = min(TerminalCells.width(of: right), width)
        let leftWidth = max(0, width - rightWidth - 1)
        guard leftWidth > 0 else { return truncate(right, to: width) }
        return fit(left, to: leftWidth) + " " + truncate(right, to: rightWidth)
    }

    /// Breaks text into lines of at most `width` cells, at spaces where it can
    /// and between graphemes where a word is wider than the line.
    public static func wrap(_ text: String, to width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = String(word)
            var wordWidth = TerminalCells.width(of: word)
            if lineWidth > 0, lineWidth + 1 + wordWidth > width {
                lines.append(line)
                (line, lineWidth) = ("", 0)
            }
            while wordWidth > width {
                let (head, tail) = split(word, at: width)
                lines.append(head)
                word = tail
                wordWidth = TerminalCells.width(of: word)
            }
            if lineWidth > 0 {
                line += " "
                lineWidth += 1
            }
            line += word
            lineWidth += wordWidth
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    private static func split(_ word: String, at width: Int) -> (String, String) {
        var used = 0
        var index = word.startIndex
        while index < word.endIndex {
            let cells = TerminalCells.width(of: word[index])
            if used + cells > width, used > 0 { break }
            used += cells
            index = word.index(after: index)
        }
        return (String(word[..<index]), String(word[index...]))
    }
}
