/// How many terminal cells text takes, as a terminal draws it.
///
/// Each scalar takes what `wcwidth()` of the Python package wcwidth says
/// (0.9.4, Unicode 18.0.0; `TerminalCellTable`, written by scripts/cell-widths):
/// wide East Asian characters and emoji two cells, combining marks and other
/// zero-width characters none, everything else one, East Asian ambiguous
/// characters included. Text is counted as `wcswidth()` counts it, a character
/// at a time, where a character is what a terminal draws in its cells rather
/// than Swift's grapheme cluster: a prepend mark such as U+0600 is a character
/// of its own, not part of the letter after it, and so is each Hangul leading
/// jamo. `CellCounter` holds the rules for emoji sequences, flags and marks.
///
/// Where it departs from wcwidth, it counts more cells, never fewer, so a line
/// wcwidth measures is never wider than this says:
/// - A control character (C0 but NUL, DEL, C1) is 0 cells, where wcwidth says
///   -1, "no width"; `SafeText` replaces each one before anything is measured.
/// - After U+200D, only an emoji that follows an emoji adds no cells; wcswidth
///   skips whatever comes next, even a letter, which terminals still draw.
/// - Consonants joined by a virama are each counted; wcswidth counts the
///   conjunct as two cells, which only terminals that shape conjuncts draw.
/// - U+FE0E after a wide emoji leaves it two cells; wcswidth counts one, which
///   many terminals ignore.
/// - A skin tone after a narrow emoji makes it two cells, a picture; wcswidth
///   leaves it at one.
/// - A spacing mark, virama or U+FE0F with nothing before it to act on counts
///   one cell (wcswidth: none), since a text joined after another may widen
///   that one's last character by one. So a join is never wider than the sum
///   of its parts, and renderers may measure pieces and join them.
///
/// The tests hold every scalar and 2,000 seeded sequences to wcwidth's answers
/// (`WcwidthReference`), and `make check-cell-widths` those answers to wcwidth.
public enum TerminalCells {
    /// The cells of one scalar alone: wcwidth's, with control characters as 0.
    public static func width(of scalar: Unicode.Scalar) -> Int {
        let byte = TerminalCellTable.stages.byte(of: scalar.value) & TerminalCellTable.cellsMask
        return byte == TerminalCellTable.control ? 0 : Int(byte)
    }

    public static func width(of text: some StringProtocol) -> Int {
        // Most text is printable ASCII, one cell a byte; a redraw measures every line.
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            for byte in bytes where byte &- 0x20 >= 0x5F { return nil }
            return bytes.count
        }
        if let ascii, let cells = ascii { return cells }
        var counter = CellCounter()
        for scalar in text.unicodeScalars { _ = counter.add(scalar) }
        return counter.cells
    }

    public static func width(of character: Character) -> Int {
        var counter = CellCounter()
        for scalar in character.unicodeScalars { _ = counter.add(scalar) }
        return counter.cells
    }
}
