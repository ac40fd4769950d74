import Interface
import Testing

/// `TextLayout` on text that Swift's grapheme clusters and a terminal's cells
/// disagree on, and on every sequence of `WcwidthReference`: no line wider than asked.
@Suite struct TextLayoutTests {
    /// Four sequences of the reference a sample, so wrap has spaces to break at.
    private static let samples: [String] = {
        let texts = WcwidthReference.parsedSequences.map(\.text)
        return stride(from: 0, to: texts.count - 4, by: 4).map { texts[$0..<$0 + 4].joined(separator: " ") }
    }()

    @Test func aPrependMarkIsCutFromTheLetterAfterIt() {
        let text = String(repeating: "\u{600}A", count: 30)
        #expect(TextLayout.truncate(text, to: 20) == String(repeating: "\u{600}A", count: 9) + "\u{600}…")
        #expect(TextLayout.wrap(text, to: 20) == Array(repeating: String(repeating: "\u{600}A", count: 10), count: 3))
    }

    @Test func aRunOfLeadingJamoWrapsBetweenJamo() {
        let run = String(repeating: "\u{1100}", count: 25)
        let ten = String(repeating: "\u{1100}", count: 10)
        #expect(TextLayout.wrap(run, to: 20) == [ten, ten, String(repeating: "\u{1100}", count: 5)])
        #expect(TextLayout.truncate(run, to: 20) == String(repeating: "\u{1100}", count: 9) + "…")
    }

    @Test func aCharacterWiderThanTheLineShowsAsAnEllipsis() {
        #expect(TextLayout.wrap("日本", to: 1) == ["…", "…"])
        #expect(TextLayout.truncate("日本", to: 1) == "…")
        #expect(TextLayout.fit("日本", to: 3) == "日…")
        #expect(TextLayout.fit("日本", to: 2) == "… ")
    }

    @Test func aLimitShowsTheFirstLinesAndMarksTheCut() {
        #expect(TextLayout.wrap("one two three four", to: 9, limit: 2) == ["one two", "three…"])
        #expect(TextLayout.wrap("one two three", to: 9, limit: 2) == ["one two", "three"])
        #expect(TextLayout.wrap("one two three   ", to: 9, limit: 2) == ["one two", "three"])
        #expect(TextLayout.wrap(String(repeating: "日", count: 9), to: 4, limit: 2) == ["日日", "日…"])
        #expect(TextLayout.wrap("   ", to: 9, limit: 2) == [""])
    }

    @Test func noLineIsWiderThanAskedForAnySequence() {
        var failures: [String] = []
        for text in Self.samples {
            for width in 1...24 {
                let truncated = TextLayout.truncate(text, to: width)
                let fitted = TextLayout.fit(text, to: width)
                let spread = TextLayout.spread(text, text, width: width)
                let wrapped = TextLayout.wrap(text, to: width)
                if TerminalCells.width(of: truncated) > width || TerminalCells.width(of: fitted) != width
                    || TerminalCells.width(of: spread) > width
                    || wrapped.contains(where: { TerminalCells.width(of: $0) > width })
                {
                    failures.append("width \(width): \(text.unicodeScalars.map { String($0.value, radix: 16) })")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) cases: \(failures.prefix(5))")
    }

    @Test func wrappingKeepsEveryScalarOnceAndInOrder() {
        var failures = 0
        for text in Self.samples {
            for width in [2, 5, 13, 24] {
                let scalars = TextLayout.wrap(text, to: width).joined().unicodeScalars.filter { $0 != " " }
                if !scalars.elementsEqual(text.unicodeScalars.filter { $0 != " " }) { failures += 1 }
            }
        }
        #expect(failures == 0)
    }
}
