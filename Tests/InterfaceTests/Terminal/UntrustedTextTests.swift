import Testing

@testable import Interface

/// Text from others, of any length, is read only as far as the lines shown
/// need: these count what is read, so they hold at any machine's speed.
@Suite struct UntrustedTextTests {
    /// The most a feed may carry, as one word; made from bytes, as a debug
    /// build takes half a second to append 16M characters one at a time.
    static let word = String(decoding: Array(repeating: UInt8(ascii: "a"), count: 16 << 20), as: UTF8.self)

    /// Four sequences of the reference a sample, joined by spaces, so there
    /// are places to break at, or by spaces and newlines, for paragraphs.
    private static let samples: [(words: String, paragraphs: String)] = {
        let texts = WcwidthReference.parsedSequences.map(\.text)
        return stride(from: 0, to: min(1200, texts.count - 4), by: 4).map { start in
            let four = Array(texts[start..<start + 4])
            let separator = start % 8 == 0 ? " " : "\n"
            return (four.joined(separator: " "), four.joined(separator: separator))
        }
    }()

    @Test func aStartIsReadAtMostFourTimesOverWhatItsUserNeeded() {
        for (first, needed) in [(1, 1), (81, 10), (81, 1000), (80_000, 1_000_000)] {
            var read = 0
            let answer = SafeText.start(of: Self.word, from: first) { start, isWhole, _ -> Int? in
                // ASCII: a byte a scalar.
                read += start.utf8.count
                return start.utf8.count >= needed || isWhole ? start.utf8.count : nil
            }
            #expect(answer >= needed)
            #expect(read <= 4 * max(first, needed), "from \(first) for \(needed): read \(read)")
        }
    }

    @Test func readingStopsAtSixteenTimesTheFirstStartWhateverTheTextHolds() {
        var read = 0
        let last = SafeText.start(of: Self.word, from: 81) { start, _, isLast -> Int? in
            read += start.utf8.count
            return isLast ? start.utf8.count : nil
        }
        #expect(last == 16 * 81)
        #expect(read == 31 * 81)
        let spaces = String(decoding: Array(repeating: UInt8(ascii: " "), count: 16 << 20), as: UTF8.self) + "x"
        #expect(TextLayout.paragraphs(untrusted: spaces, to: 78, limit: 3) == ["…"])
        let marks = String(repeating: "\u{301}", count: 1 << 20)
        #expect(SafeText.make(marks, within: 80) == String(repeating: "\u{301}", count: 16 * 81 / 2) + "…")
    }

    @Test func aLineMakesSafeOnlyTheStartItShows() {
        // One past the line, so a cut still knows there is more; then nothing.
        #expect(SafeText.make(Self.word, within: 80) == String(repeating: "a", count: 81))
        let escapes = String(decoding: Array(repeating: 0x1B, count: 1 << 20), as: UTF8.self)
        #expect(SafeText.make(escapes, within: 80) == String(repeating: "␛", count: 81))
        #expect(SafeText.make("short \u{7}", within: 80) == "short ␇")
    }

    @Test func aWordOfAnyLengthShowsItsFirstLinesAndSaysItGoesOn() {
        let line = String(repeating: "a", count: 78)
        let shown = [line, line, String(line.dropLast()) + "…"]
        #expect(TextLayout.paragraphs(untrusted: Self.word, to: 78, limit: 3) == shown)
        #expect(TextLayout.wrap(untrusted: Self.word, to: 78, limit: 3) == shown)
        #expect(TextLayout.wrap(Self.word, to: 78, limit: 3) == shown)
    }

    @Test func shownLinesAreTheFirstOfAllTheLinesWhateverIsReadFirst() {
        var failures: [String] = []
        for (words, paragraphs) in Self.samples {
            for width in [1, 3, 13] {
                let all = TextLayout.wrap(SafeText.make(words), to: width)
                let allParagraphs = paragraphs.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
                    .flatMap { TextLayout.wrap(SafeText.make(Substring($0)), to: width) }
                for limit in [1, 2, 5]
                where TextLayout.wrap(untrusted: words, to: width, limit: limit) != Self.first(limit, of: all, width)
                    || TextLayout.paragraphs(untrusted: paragraphs, to: width, limit: limit)
                        != Self.first(limit, of: allParagraphs, width)
                {
                    failures.append("width \(width), limit \(limit): \(words.unicodeScalars.map(\.value))")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) cases: \(failures.prefix(3))")
    }

    /// What a limit shows of all the lines: the first, the last marked where more follow.
    private static func first(_ limit: Int, of lines: [String], _ width: Int) -> [String] {
        lines.count > limit ? TextLayout.marked(Array(lines.prefix(limit)), width: width) : lines
    }
}
