/// Turns what a terminal sends in raw mode into keys: plain text, control
/// bytes, and the escape sequences of arrows, paging, Home and End in both
/// the normal and the application cursor modes.
///
/// It keeps a sequence that one read cut in two and finishes it with the
/// next, so an arrow never shows up as Escape and two letters. A sequence
/// that stops arriving is ended by the pause after it (`keysAfterPause()`),
/// and one broken by a byte no sequence holds ends there: either is taken
/// as the keys it was, Escape and then the rest, so no key is ever lost to
/// it. A whole sequence this decoder does not know is dropped whole. Text
/// between the bracketed paste markers is one `.paste`, so nothing in a
/// paste is ever a key; a paste whose end never comes ends at the pause.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []
    /// What has been pasted so far, while inside the paste markers.
    private var pasted: [UInt8]?
    private static let pasteStart = Array("\u{1B}[200~".utf8)
    private static let pasteEnd = Array("\u{1B}[201~".utf8)
    /// The most of one paste kept, as a line of input is bounded; the rest is dropped.
    static let longestPaste = 64 * 1024
    /// Far past any sequence a key sends: a longer one is broken, so what waits for the pause stays small.
    private static let longestSequence = 32

    public init() {}

    /// The keys in `bytes`, with whatever an earlier read left unfinished;
    /// what is still unfinished waits for the next read or the pause.
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
                keys.append(endPaste())
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
        return keys
    }

    /// The keys that input pausing finishes: an unfinished sequence is the
    /// keys it was, Escape and then the rest; an unfinished paste is the text
    /// pasted so far. A character cut short is dropped.
    public mutating func keysAfterPause() -> [Key] {
        if pasted != nil {
            keep(pending[...])
            pending = []
            return [endPaste()]
        }
        guard pending.first == 0x1B else {
            pending = []
            return []
        }
        let rest = pending.dropFirst()
        pending = []
        let finished = [Key.escape] + keys(in: rest)
        pending = []
        return finished
    }

    private mutating func endPaste() -> Key {
        defer { pasted = nil }
        return .paste(String(decoding: pasted ?? [], as: UTF8.self))
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

    /// A sequence as ECMA-48 shapes it: `ESC [`, parameter bytes (0x30–0x3F),
    /// intermediate bytes (0x20–0x2F) and one final byte (0x40–0x7E); or
    /// `ESC O` and one final byte. Any other byte breaks it where it stands,
    /// so the next sequence, a paste's start marker above all, is read whole.
    private static func escapeSequence(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
        guard index + 1 < bytes.count else { return nil }
        let introducer = bytes[index + 1]
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
            // Escape and then another key: the Escape stands alone.
            return (.escape, 1)
        }
        var end = index + 2
        if introducer == UInt8(ascii: "[") {
            while end < bytes.count, end - index < longestSequence, (0x20...0x3F).contains(bytes[end]) { end += 1 }
        }
        guard end < bytes.count else { return nil }
        guard (0x40...0x7E).contains(bytes[end]) else { return (.escape, 1) }
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
        // Most keys are one printable byte: no string to decode.
        if (0x20...0x7E).contains(lead) { return (.character(Character(Unicode.Scalar(lead))), 1) }
        let length =
            switch lead {
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
