/// Breaks safe text into lines of at most `width` cells, one line at a time, at
/// spaces (U+0020) where it can and between characters where a word is wider
/// than the line. It reads each word no further than the line's width, so the
/// lines asked for cost what they hold: a renderer stops after the lines a
/// screen shows, and the rest of a text of any length is never read.
struct LineBreaker {
    typealias Scalars = Substring.UnicodeScalarView

    private let scalars: Scalars
    private let width: Int
    /// The first scalar not yet on a line.
    private var position: Scalars.Index

    init(_ text: String, width: Int) {
        scalars = text[...].unicodeScalars
        self.width = max(1, width)
        position = scalars.startIndex
    }

    /// Whether nothing but spaces is left.
    var isDone: Bool { wordStart() == nil }

    /// The next line, or nil when nothing but spaces is left.
    mutating func next() -> String? {
        // Emptiness, not width: a line of zero-width marks is still a line.
        var line: String?
        var lineWidth = 0
        while let start = wordStart() {
            let word = measure(from: start)
            if let text = line {
                // A word joins the line only whole, and only where it fits.
                guard let end = word.end, lineWidth + 1 + word.cells <= width else { return text }
                line = text + " " + String(scalars[start..<end])
                lineWidth += 1 + word.cells
                position = end
            } else if let end = word.end {
                (line, lineWidth) = (String(scalars[start..<end]), word.cells)
                position = end
            } else {
                return cut(from: start)
            }
        }
        position = scalars.endIndex
        return line
    }

    private func wordStart() -> Scalars.Index? {
        // A loop, not firstIndex(where:): a closure here would check its actor at every space.
        var index = position
        while index < scalars.endIndex, scalars[index] == " " { index = scalars.index(after: index) }
        return index < scalars.endIndex ? index : nil
    }

    /// The end of the word at `start` and its cells, or no end where it is wider
    /// than the line: it is then read no further than that.
    private func measure(from start: Scalars.Index) -> (end: Scalars.Index?, cells: Int) {
        var counter = CellCounter()
        var index = start
        while index < scalars.endIndex, scalars[index] != " " {
            _ = counter.add(scalars[index])
            if counter.cells > width { return (nil, counter.cells) }
            index = scalars.index(after: index)
        }
        return (index, counter.cells)
    }

    /// A line of as much of a word wider than the line as fits; the rest is laid out next.
    private mutating func cut(from start: Scalars.Index) -> String {
        let end = TextLayout.head(of: scalars[start...], fitting: width).end
        if end > start {
            position = end
            return String(scalars[start..<end])
        }
        // Even the first character is wider than the line: show "…" in its place.
        var counter = CellCounter()
        _ = counter.add(scalars[start])
        position = scalars.index(after: start)
        while position < scalars.endIndex, !counter.add(scalars[position]) {
            position = scalars.index(after: position)
        }
        return "…"
    }
}
