/// Text from others, which may be of any length: made safe and laid out only as
/// far as the lines shown need. Each function reads a start of the text, twice
/// as long each time until the lines it shows no longer depend on what follows,
/// so a 16 MiB message costs what a screen of it costs.
extension TextLayout {
    /// The most lines one text shows where the screen has no height, as in line
    /// mode: far more than a screen holds, and still a bound on what one costs.
    public static let longestText = 1_000

    /// `wrap` of the safe text of `text`: at most `limit` lines, the last ending
    /// in "…" where more text follows them.
    public static func wrap(untrusted text: String, to width: Int, limit: Int) -> [String] {
        guard width > 0, limit > 0 else { return [] }
        return SafeText.start(of: text, from: firstRead(width: width, limit: limit)) { start, isWhole in
            let (lines, isCut) = lines(of: SafeText.make(start), width: width, limit: limit)
            // Text after the last line means the lines are whole; a start that
            // ends first may end in the middle of a word that would not fit.
            guard isCut || isWhole else { return nil }
            return isCut ? marked(lines, width: width) : lines
        }
    }

    /// A message's lines: each "\n" starts a paragraph, each paragraph is
    /// wrapped as `wrap(untrusted:to:limit:)` wraps, and at most `limit` lines
    /// show in all, the last ending in "…" where more text follows them.
    public static func paragraphs(untrusted text: String, to width: Int, limit: Int) -> [String] {
        guard width > 0, limit > 0 else { return [] }
        return SafeText.start(of: text, from: firstRead(width: width, limit: limit)) { start, isWhole in
            var lines: [String] = []
            var rest = start.split(separator: "\n", omittingEmptySubsequences: false)[...]
            while let paragraph = rest.popFirst() {
                let (more, isCut) = TextLayout.lines(
                    of: SafeText.make(paragraph), width: width, limit: limit - lines.count)
                lines += more
                if lines.count == limit, isCut || !rest.isEmpty { return marked(lines, width: width) }
            }
            return isWhole ? lines : nil
        }
    }

    /// Enough scalars for `limit` full lines of one-cell characters.
    private static func firstRead(width: Int, limit: Int) -> Int {
        let (count, overflow) = limit.multipliedReportingOverflow(by: width + 1)
        return overflow ? .max : count
    }
}
