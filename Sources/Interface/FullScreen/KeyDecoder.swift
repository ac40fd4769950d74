/// Turns what a terminal sends in raw mode into keys: plain text, control
/// bytes, and the escape sequences of arrows, paging, Home and End in both
/// the normal and the application cursor modes.
///
/// It keeps a sequence that one read cut in two and finishes it with the
/// next, so an arrow never shows up as Escape and two letters. A sequence
/// that stops arriving is ended by the pause after it (`keysAfterPause()`),
/// and one broken by a byte no sequence holds ends there: either is taken as
/// the keys it was, Escape and then the rest, so no key is ever lost to it.
/// A whole sequence this decoder does not know, however long, is dropped.
///
/// Text between the bracketed paste markers is one `.paste`, so nothing in a
/// paste is ever a key. A pause does not end a paste, since a paste over a
/// slow link arrives with gaps, even inside its start marker; one whose end
/// never comes ends when input has been idle for longer (`keysAfterIdle()`).
public struct KeyDecoder: Sendable {
    /// What a decoder is passing over: an overlong control sequence, up to
    /// its final byte, or a string command (OSC, DCS and the like), up to BEL
    /// or the string terminator.
    enum Skip {
        case controlSequence, string
    }

    private var pending: [UInt8] = []
    /// What has been pasted so far, while inside the paste markers.
    private var pasted: [UInt8]?
    private var skipping: Skip?
    /// A start of the paste start marker that a pause ended, as keys: if what
    /// comes next finishes the marker, what follows is still a paste.
    private var markerStartBeforePause: [UInt8]?
    private static let pasteStart = Array("\u{1B}[200~".utf8)
    private static let pasteEnd = Array("\u{1B}[201~".utf8)
    /// The most of one paste kept, as a line of input is bounded; the rest is dropped.
    static let longestPaste = 64 * 1024

    public init() {}

    /// The keys in `bytes`, with whatever an earlier read left unfinished;
    /// what is still unfinished waits for the next read or the pause.
    public mutating func keys(in bytes: some Sequence<UInt8>) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        var index = 0
        if let before = markerStartBeforePause {
            let marker = before + pending
            if marker.starts(with: Self.pasteStart) {
                markerStartBeforePause = nil
                pasted = []
                index = Self.pasteStart.count - before.count
            } else if Self.pasteStart.starts(with: marker) {
                return []
            } else {
                markerStartBeforePause = nil
            }
        }
        decoding: while index < pending.count {
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
            } else if let skip = skipping {
                guard let length = passOver(skip, at: index) else { break }
                index += length
            } else if pending[index...].starts(with: Self.pasteStart) {
                pasted = []
                index += Self.pasteStart.count
            } else {
                switch Self.step(at: index, in: pending) {
                case .incomplete: break decoding
                case .key(let key, let length):
                    if let key { keys.append(key) }
                    index += length
                case .skip(let skip, let length):
                    skipping = skip
                    index += length
                }
            }
        }
        pending.removeFirst(index)
        return keys
    }

    /// The keys that a short pause in input finishes: an unfinished sequence
    /// is the keys it was, Escape and then the rest; a character cut short is
    /// dropped, and what came after its first byte is read again. A paste
    /// goes on.
    public mutating func keysAfterPause() -> [Key] {
        skipping = nil
        guard pasted == nil else { return [] }
        let unfinished = (markerStartBeforePause ?? []) + pending
        markerStartBeforePause = nil
        var finished: [Key] = []
        while !pending.isEmpty {
            if pending.removeFirst() == 0x1B { finished.append(.escape) }
            let rest = pending
            pending = []
            finished += keys(in: rest)
        }
        // A paste's start marker that a slow link cut in two must still start a paste.
        if !unfinished.isEmpty && Self.pasteStart.starts(with: unfinished) { markerStartBeforePause = unfinished }
        return finished
    }

    /// The keys that long idle input finishes: a paste whose end never came
    /// is the text pasted so far, and the keys after it work.
    public mutating func keysAfterIdle() -> [Key] {
        guard pasted != nil else {
            defer { markerStartBeforePause = nil }
            return keysAfterPause()
        }
        keep(pending[...])
        pending = []
        return [endPaste()]
    }

    private mutating func endPaste() -> Key {
        defer { pasted = nil }
        return .paste(String(decoding: pasted ?? [], as: UTF8.self))
    }

    private mutating func keep(_ bytes: ArraySlice<UInt8>) {
        let room = Self.longestPaste - (pasted?.count ?? 0)
        pasted? += bytes.prefix(max(0, room))
    }

    /// How many bytes at `index` belong to what is skipped; nil when only a
    /// following byte can tell. Passing its end clears `skipping`.
    private mutating func passOver(_ skip: Skip, at index: Int) -> Int? {
        let byte = pending[index]
        switch skip {
        case .controlSequence:
            if (0x20...0x3F).contains(byte) { return 1 }
            skipping = nil
            return (0x40...0x7E).contains(byte) ? 1 : 0
        case .string:
            if byte == 0x07 {
                skipping = nil
                return 1
            }
            guard byte == 0x1B else { return 1 }
            guard index + 1 < pending.count else { return nil }
            // ESC \ ends the string; an Escape that starts anything else ends it too, and is read.
            skipping = nil
            return pending[index + 1] == 0x5C ? 2 : 0
        }
    }

    private static func index(of marker: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count - start >= marker.count else { return nil }
        return (start...(bytes.count - marker.count)).first { bytes[$0..<($0 + marker.count)].elementsEqual(marker) }
    }
}
