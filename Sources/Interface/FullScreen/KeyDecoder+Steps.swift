extension KeyDecoder {
    /// What the bytes at one place are: a key (or nothing to show) and how
    /// many bytes it took, the start of something to pass over, or too few
    /// bytes to tell yet.
    enum Step {
        case key(Key?, length: Int)
        case skip(Skip, length: Int)
        case incomplete
    }

    /// Far past any sequence a key sends: a longer one is passed over to its
    /// end, so what waits for the next read stays small.
    static let longestSequence = 32

    static func step(at index: Int, in bytes: [UInt8]) -> Step {
        let byte = bytes[index]
        switch byte {
        case 0x1B: return escapeSequence(at: index, in: bytes)
        case 0x0D, 0x0A: return .key(.enter, length: 1)
        case 0x09: return .key(.tab, length: 1)
        case 0x7F, 0x08: return .key(.backspace, length: 1)
        case 0x01...0x1A: return .key(.control(Character(Unicode.Scalar(byte + 0x60))), length: 1)
        case 0x00, 0x1C...0x1F: return .key(nil, length: 1)
        default: return character(at: index, in: bytes)
        }
    }

    /// A sequence as ECMA-48 shapes it: `ESC [`, parameter bytes (0x30–0x3F),
    /// intermediate bytes (0x20–0x2F) and one final byte (0x40–0x7E); or
    /// `ESC O` and one final byte; or a string command (`ESC ]`, `ESC P`,
    /// `ESC _`, `ESC ^`, `ESC X`), passed over whole. Any other byte breaks a
    /// sequence where it stands, so the next one, a paste's start marker above
    /// all, is read whole.
    private static func escapeSequence(at index: Int, in bytes: [UInt8]) -> Step {
        guard index + 1 < bytes.count else { return .incomplete }
        let introducer = bytes[index + 1]
        if Array("]P_^X".utf8).contains(introducer) { return .skip(.string, length: 2) }
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
            // Escape and then another key: the Escape stands alone.
            return .key(.escape, length: 1)
        }
        var end = index + 2
        if introducer == UInt8(ascii: "[") {
            while end < bytes.count, (0x20...0x3F).contains(bytes[end]) {
                if end - index >= longestSequence { return .skip(.controlSequence, length: end - index) }
                end += 1
            }
        }
        guard end < bytes.count else { return .incomplete }
        guard (0x40...0x7E).contains(bytes[end]) else { return .key(.escape, length: 1) }
        let body = String(decoding: bytes[(index + 2)...end], as: UTF8.self)
        return .key(named[body], length: end - index + 1)
    }

    /// Sequences by what follows `ESC [` or `ESC O`.
    private static let named: [String: Key] = [
        "A": .up, "B": .down, "C": .right, "D": .left, "H": .home, "F": .end,
        "1~": .home, "7~": .home, "4~": .end, "8~": .end, "5~": .pageUp, "6~": .pageDown,
    ]

    /// One UTF-8 character; incomplete while its bytes are not all here yet.
    /// A byte that starts no valid character, or whose character a byte of
    /// another kind cuts short, is dropped, never shown, and what follows is
    /// read as it is.
    private static func character(at index: Int, in bytes: [UInt8]) -> Step {
        let lead = bytes[index]
        // Most keys are one printable byte: no string to decode.
        if (0x20...0x7E).contains(lead) { return .key(.character(Character(Unicode.Scalar(lead))), length: 1) }
        let length =
            switch lead {
            case 0xC2...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF4: 4
            default: 0
            }
        guard length > 0 else { return .key(nil, length: 1) }
        let available = min(index + length, bytes.count)
        guard bytes[(index + 1)..<available].allSatisfy({ (0x80...0xBF).contains($0) }) else {
            return .key(nil, length: 1)
        }
        guard index + length <= bytes.count else { return .incomplete }
        let scalars = String(decoding: bytes[index..<(index + length)], as: UTF8.self).unicodeScalars
        guard let scalar = scalars.first, scalars.count == 1, scalar != "\u{FFFD}" else { return .key(nil, length: 1) }
        return .key(.character(Character(scalar)), length: length)
    }
}
