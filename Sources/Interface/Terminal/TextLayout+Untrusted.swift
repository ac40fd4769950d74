/// Text from others, which may be of any length: made safe and laid out only as
/// far as the lines shown need. Each function reads a start of the text, twice
/// as long each time until the lines it shows no longer depend on what follows,
/// or until 16 times what the lines hold of one-cell characters, where it shows
/// what it has read, marked with "…" (`SafeText.start`). So a 16 MiB message,
/// whether one word or spaces without end, costs what a screen of it costs.
extension TextLayout {
    /// The most lines one text shows where the screen has no height, as in line
    /// mode: far more than a screen holds, and still a bound on what one costs.
    public static let longestText = 1_000

    /// `wrap` of the safe text of `text`: at most `limit` lines, the last ending
    /// in "…" where more text follows them.
    public static func wrap(untrusted text: String, to width: Int, limit: Int) -> [String] {
        guard width > 0, limit > 0 else { return [] }
        return SafeText.start(of: text, from: firstRead(width: width, limit: limit)) { start, isWhole, isLast in
            let (lines, isCut) = lines(of: SafeText.make(start), width: width, limit: limit)
            // Text after the last line means the lines are whole; a start that
            // ends first may end in the middle of a word that would not fit.
            guard isCut || isWhole || isLast else { return nil }
            return isWhole && !isCut ? lines : marked(lines, width: width)
        }
    }

    /// A message's lines: each "\n" starts a paragraph, each paragraph is
    /// wrapped as `wrap(untrusted:to:limit:)` wraps, and at most `limit` lines
    /// show in all, the last ending in "…" where more text follows them.
    public static func paragraphs(untrusted text: String, to width: Int, limit: Int) -> [String] {
        guard width > 0, limit > 0 else { return [] }
        return SafeText.start(of: text, from: firstRead(width: width, limit: limit)) { start, isWhole, isLast in
            var lines: [String] = []
            var rest = start.unicodeScalars[...]
            while true {
                let newline = rest.firstIndex(of: "\n")
                let paragraph = Substring(rest[..<(newline ?? rest.endIndex)])
                let (more, isCut) = TextLayout.lines(
                    of: SafeText.make(paragraph), width: width, limit: limit - lines.count)
                lines += more
                if lines.count == limit, isCut || newline != nil { return marked(lines, width: width) }
                guard let newline else { break }
                rest = rest[rest.index(after: newline)...]
            }
            guard isWhole || isLast else { return nil }
            return isWhole ? lines : marked(lines, width: width)
        }
    }

    /// Enough bytes for `limit` full lines of one-cell characters.
    private static func firstRead(width: Int, limit: Int) -> Int {
        let (count, overflow) = limit.multipliedReportingOverflow(by: width + 1)
        return overflow ? .max : count
    }
}
