/// How many terminal cells text takes: wide East Asian characters and emoji
/// take two, combining marks and zero-width characters none, the rest one.
///
/// Widths are counted per grapheme cluster, so "é" written as e + U+0301 is
/// one cell and a flag or a family emoji is two.
public enum TerminalCells {
    /// The cells of one scalar alone, as `wcwidth()` of the Python package wcwidth
    /// 0.9.4 (Unicode 18.0.0) says, with control characters as 0 where wcwidth
    /// says -1: `TerminalCellTable`, written by scripts/cell-widths.
    public static func width(of scalar: Unicode.Scalar) -> Int {
        let byte = TerminalCellTable.stages.byte(of: scalar.value) & TerminalCellTable.cellsMask
        return byte == TerminalCellTable.control ? 0 : Int(byte)
    }

    public static func width(of text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    public static func width(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.contains(where: { $0.value == 0xFE0F }) || first.properties.isEmojiPresentation { return 2 }
        if isWide(first.value) { return 2 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: return 1
        }
    }

    // East Asian Wide and Fullwidth blocks (UAX #11), coarse but covering
    // Hangul, CJK, kana and the fullwidth forms.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        wideRanges.contains { $0.contains(value) }
    }
}
