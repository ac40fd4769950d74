/// Turns what a terminal sends in raw mode into keys: plain text, control
/// bytes, and the escape sequences of arrows, paging, Home and End in both
/// the normal and the application cursor modes.
///
/// It keeps a sequence that one read cut in two and finishes it with the
/// next, so an arrow never shows up as Escape and two letters. A lone Escape
/// is one that ends a read: a terminal sends a sequence in one write, and a
/// person cannot type the rest of one that fast. Text between the bracketed
/// paste markers is one `.paste`, so a pasted line break never submits.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []
    /// What has been pasted so far, while inside the paste markers.
    private var pasted: [UInt8]?
    private static let pasteStart = Array("\u{1B}[200~".utf8)
    private static let pasteEnd = Array("\u{1B}[201~".utf8)
    /// The most of one paste kept, as a line of input is bounded; the rest is dropped.
    static let longestPaste = 64 * 1024

    public init() {}

    /// The keys in `bytes`, with whatever an earlier read left unfinished.
    public mutating func keys(in bytes: some Sequence<UInt8>) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            if pasted != nil {
                guard let end = Self.index(of: Self.pasteEnd, in: pending, from: index) else {
                    // Keep what could be the start of the end marker for the next read.
                    let safe = max(index, pending.count - (Self.pasteEnd.count - 1))
                    keep(pending[index..<safe])
                    index = safe
                    break
                }
                keep(pending[index..<end])
                keys.append(.paste(String(decoding: pasted ?? [], as: UTF8.self)))
                pasted = nil
                index = end + Self.pasteEnd.count
                continue
            }
            if pending[index...].starts(with: Self.pasteStart) {
                pasted = []
                index += Self.pasteStart.count
                continue
            }
            guard let (key, length) = Self.key(at: index, in: pending) else { break }
            if let key { keys.append(key) }
            index += length
        }
        pending.removeFirst(index)
        // What is left is the start of a sequence or of a character; only an
        // Escape alone at the end is the key itself.
        if pending == [0x1B] && pasted == nil {
            keys.append(.escape)
            pending = []
        }
        return keys
    }

    private mutating func keep(_ bytes: ArraySlice<UInt8>) {
        let room = Self.longestPaste - (pasted?.count ?? 0)
        pasted? += bytes.prefix(max(0, room))
    }

    private static func index(of marker: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count - start >= marker.count else { return nil }
        return (start...(bytes.count - marker.count)).first { bytes[$0..<($0 + marker.count)].elementsEqual(marker) }
    }

    /// The key at `index` and how many bytes it took; nil when the bytes end
    /// mid-sequence. A sequence this decoder does not know is skipped whole.
    private static func key(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
        let byte = bytes[index]
        switch byte {
        case 0x1B: return escapeSequence(at: index, in: bytes)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
        case 0x00, 0x1C...0x1F: return (nil, 1)
        default: return character(at: index, in: bytes)
        }
    }

    private static func escapeSequence(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
        guard index + 1 < bytes.count else { return nil }
        let introducer = bytes[index + 1]
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
            // Escape and then another key: the Escape stands alone.
            return (.escape, 1)
        }
        // A sequence ends at its first byte from @ to ~, after parameters.
        var end = index + 2
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return nil }
        let body = String(decoding: bytes[(index + 2)...end], as: UTF8.self)
        return (named[body], end - index + 1)
    }

    /// Sequences by what follows `ESC [` or `ESC O`.
    private static let named: [String: Key] = [
        "A": .up, "B": .down, "C": .right, "D": .left, "H": .home, "F": .end,
        "1~": .home, "7~": .home, "4~": .end, "8~": .end, "5~": .pageUp, "6~": .pageDown,
    ]

    /// One UTF-8 character; nil while its bytes are not all here yet. A byte
    /// that starts no valid character is dropped, never shown.
    private static func character(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
        let lead = bytes[index]
        let length =
            switch lead {
            case 0x20...0x7E: 1
            case 0xC2...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF4: 4
            default: 0
            }
        guard length > 0 else { return (nil, 1) }
        guard index + length <= bytes.count else { return nil }
        let scalars = String(decoding: bytes[index..<(index + length)], as: UTF8.self).unicodeScalars
        guard let scalar = scalars.first, scalars.count == 1, scalar != "\u{FFFD}" else { return (nil, 1) }
        return (.character(Character(scalar)), length)
    }
}
