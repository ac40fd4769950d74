/// Makes untrusted text harmless for a terminal.
///
/// Message texts and feeds come from other people. A control character in them
/// could move the cursor, recolour the screen or reverse the order of what
/// follows, so each one is replaced by something visible: C0 controls and DEL
/// by their Unicode control pictures (ESC shows as ␛), C1 controls and the
/// bidirectional overrides and isolates by their code point, as in ⟨U+202E⟩.
nonisolated public enum SafeText {
    public static func make(_ text: some StringProtocol) -> String {
        // Most text has none of the bytes that start a character to replace (C0 and DEL
        // themselves, 0xC2 before C1, 0xE2 before the bidirectional controls): keep it as it is.
        let isSafe = text.utf8.withContiguousStorageIfAvailable { bytes in
            !bytes.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }
        }
        if isSafe == true { return String(text) }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00...0x1F: result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: result.unicodeScalars.append("\u{2421}")
            case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069:
                result += "⟨U+\(String(scalar.value, radix: 16, uppercase: true))⟩"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The safe text of as much of `text` as a line of `cells` cells shows: all
    /// of it when it fits, else a start of it wider than the line, which
    /// `TextLayout` cuts where it would cut the whole. Only that start is read,
    /// so a line costs what it shows, however long the text; a start that shows
    /// nothing at all, marks without a letter, is cut where reading stops, with
    /// "…". It measures on the renderers' actor, as `TerminalCells` does.
    @MainActor
    public static func make(_ text: String, within cells: Int) -> String {
        // Most text is shorter than its line: no start to find, nor a copy to make of one.
        if text.utf8.count <= cells { return make(text) }
        return start(of: text, from: max(0, cells) + 1) { start, isWhole, isLast in
            let safe = make(start)
            if isWhole || TerminalCells.width(of: safe) > cells { return safe }
            return isLast ? safe + "…" : nil
        }
    }

    /// What `use` makes of a start of `text`: `count` bytes of its UTF-8, less
    /// what would split a scalar, then twice as many each time it answers nil,
    /// until it answers; it must for the whole text, and for the last start, of
    /// 16 times `count`. Each scalar is made safe on its own, so the safe text of
    /// a start is a start of the safe text. Reading stops at the last start
    /// whatever the text holds, so spaces or marks that show nothing cost no more
    /// than 16 screens of letters; before that, it reads at most four times what
    /// `use` needed.
    static func start<Result>(
        of text: String, from count: Int, _ use: (_ start: Substring, _ isWhole: Bool, _ isLast: Bool) -> Result?
    ) -> Result {
        let (utf8, scalars) = (text.utf8, text.unicodeScalars)
        let first = max(1, count)
        var count = first
        while true {
            let isLast = count / 16 >= first
            // Counted in bytes, which a native string finds at once; scalars would be walked.
            var end = utf8.index(utf8.startIndex, offsetBy: count, limitedBy: utf8.endIndex) ?? utf8.endIndex
            while end.samePosition(in: scalars) == nil { end = utf8.index(before: end) }
            if let result = use(Substring(scalars[..<end]), end == scalars.endIndex, isLast) { return result }
            precondition(end < scalars.endIndex && !isLast, "no answer for the whole text or the last start")
            count = min(count, Int.max / 2) * 2
        }
    }
}
