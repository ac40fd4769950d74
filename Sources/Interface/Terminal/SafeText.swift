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
}
