import Interface
import Testing

/// Holds `TerminalCells` to wcwidth's answers, committed by scripts/cell-widths
/// in `WcwidthReference`, and to the differences its documentation lists.
@Suite struct TerminalCellsTests {
    /// What counts one cell alone though wcwidth says none: a spacing mark, a virama, U+FE0F.
    private static let chargedAlone = WcwidthReference.parsedSpacingMarks.union(WcwidthReference.parsedViramas)
        .union([0xFE0F])

    @Test func everyScalarTakesTheCellsWcwidthSays() {
        var checked = 0
        var differences: [String] = []
        for (range, cells) in WcwidthReference.parsedScalarRanges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                checked += 1
                // wcwidth's -1 is "a control character"; it draws nothing here.
                if TerminalCells.width(of: scalar) != max(cells, 0), differences.count < 20 {
                    differences.append("U+\(String(value, radix: 16, uppercase: true))")
                }
            }
        }
        #expect(checked == 0x110000 - 0x800)
        #expect(differences.isEmpty, "differ from wcwidth: \(differences)")
    }

    @Test func everyScalarAloneAsTextTakesItsCellsButALeadingMarkViramaOrSelectorOne() {
        var differences: [String] = []
        for (range, cells) in WcwidthReference.parsedScalarRanges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let expected = Self.chargedAlone.contains(value) ? 1 : max(cells, 0)
                if TerminalCells.width(of: String(scalar)) != expected, differences.count < 20 {
                    differences.append("U+\(String(value, radix: 16, uppercase: true))")
                }
            }
        }
        #expect(differences.isEmpty, "differ from wcwidth: \(differences)")
    }

    @Test func aSpacingMarkWidensTheLetterBeforeItToTwoCells() {
        let marks = WcwidthReference.parsedSpacingMarks
        let narrow = marks.filter { TerminalCells.width(of: "a" + String(Unicode.Scalar($0)!)) != 2 }
        #expect(narrow.isEmpty, "not widening: \(narrow.sorted().prefix(10))")
        #expect(marks.count == 471)
    }

    @Test func sequencesTakeTheCellsWcswidthSaysOrMoreWhereDocumented() {
        var failures: [String] = []
        for sequence in WcwidthReference.parsedSequences {
            let cells = TerminalCells.width(of: sequence.text)
            if sequence.mustAgree ? cells != sequence.cells : cells < sequence.cells {
                let scalars = sequence.text.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }
                failures.append("\(scalars): \(cells), wcswidth \(sequence.cells)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) sequences: \(failures.prefix(10))")
        #expect(WcwidthReference.parsedSequences.count { $0.mustAgree } > 900)
    }

    @Test(arguments: [0x17000, 0x1B000, 0x1F210, 0x2329, 0xFE10, 0xA960, 0x4DC0, 0x3000, 0x1F300])
    func wideCharactersTakeTwoCells(value: UInt32) {
        #expect(TerminalCells.width(of: String(Unicode.Scalar(value)!)) == 2)
    }

    @Test func aPrependMarkIsACharacterOfItsOwn() {
        #expect(TerminalCells.width(of: "\u{600}A") == 2)
        #expect(TerminalCells.width(of: "\u{890}A") == 2)
        #expect(TerminalCells.width(of: String(repeating: "\u{600}A", count: 30)) == 60)
    }

    @Test func eachHangulLeadingJamoTakesTwoCellsAndASyllableOfJamoTwo() {
        #expect(TerminalCells.width(of: "\u{1100}\u{1100}\u{1100}") == 6)
        #expect(TerminalCells.width(of: "\u{1100}\u{1161}\u{11A8}") == 2)
        #expect(TerminalCells.width(of: "\u{A960}\u{1100}") == 4)
    }

    @Test func theSoftHyphenTakesOneCell() {
        #expect(TerminalCells.width(of: "co\u{AD}op") == 5)
    }

    @Test(arguments: [
        ("👨\u{200D}👩\u{200D}👧", 2), ("👍🏽", 2), ("🇫🇷🇩🇪", 4), ("🇫", 2), ("❤\u{FE0F}", 2), ("❤", 1),
        ("1\u{FE0F}\u{20E3}", 2), ("क\u{93E}", 2), ("\u{1F3FD}", 2), ("abc", 3), ("café", 4), ("e\u{301}", 1),
    ])
    func emojiSequencesAndMarksTakeWhatWcswidthSays(text: String, cells: Int) {
        #expect(TerminalCells.width(of: text) == cells)
    }

    /// The documented differences, each counting more than wcswidth.
    @Test(arguments: [
        ("\u{1B}[31m", 4, -1), ("a\u{200D}b", 2, 1), ("क\u{94D}ष\u{94D}त", 3, 2), ("⌚\u{FE0E}", 2, 1),
        ("☮\u{1F3FB}", 2, 1), ("\u{93E}", 1, 0), ("\u{94D}", 1, 0), ("\u{FE0F}", 1, 0),
    ])
    func departsFromWcswidthOnlyUpward(text: String, cells: Int, wcswidth: Int) {
        #expect(TerminalCells.width(of: text) == cells)
        #expect(cells > wcswidth)
    }

    /// Renderers measure pieces and join them, so a join is never wider than its parts:
    /// every sequence cut at every scalar, and every two sequences in a row.
    @Test func aJoinIsNeverWiderThanItsParts() {
        let texts = WcwidthReference.parsedSequences.map(\.text)
        var pairs = Array(zip(texts, texts.dropFirst()))
        for text in texts {
            let scalars = text.unicodeScalars
            for cut in scalars.indices.dropFirst() {
                pairs.append((String(scalars[..<cut]), String(scalars[cut...])))
            }
        }
        let failures = pairs.filter { left, right in
            TerminalCells.width(of: left + right) > TerminalCells.width(of: left) + TerminalCells.width(of: right)
        }
        #expect(
            failures.isEmpty,
            "\(failures.prefix(5).map { ($0.unicodeScalars.map(\.value), $1.unicodeScalars.map(\.value)) })")
        #expect(pairs.count > 10000)
    }
}
