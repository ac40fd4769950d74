import Interface
import Testing

/// Holds `TerminalCells` to wcwidth's answers, committed by scripts/cell-widths
/// in `WcwidthReference`.
@Suite struct TerminalCellsTests {
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

    @Test(arguments: [0x17000, 0x1B000, 0x1F210, 0x2329, 0xFE10, 0xA960, 0x4DC0, 0x3000, 0x1F300])
    func wideCharactersTakeTwoCells(value: UInt32) {
        #expect(TerminalCells.width(of: Unicode.Scalar(value)!) == 2)
    }

    @Test(arguments: [(0x41, 1), (0xAD, 1), (0x600, 1), (0x301, 0), (0x200B, 0), (0x1B, 0), (0x85, 0)])
    func otherScalarsTakeOneCellOrNone(value: UInt32, cells: Int) {
        #expect(TerminalCells.width(of: Unicode.Scalar(value)!) == cells)
    }
}
