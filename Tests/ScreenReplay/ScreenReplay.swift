/// A terminal screen rebuilt from the bytes a full-screen App wrote, as far as
/// Strata's own output goes: clearing, moving to the start of a row, erasing
/// it, styles, the alternate screen and the cursor's visibility. Tests
/// read it as rows of text, so a golden screen is what a person would see.
///
/// It is no general terminal: it takes every move to column 1, as
/// `ScreenDiff` only makes those, and checks that it was.
public struct ScreenReplay: Sendable {
    /// Each row's text, styles taken out.
    public private(set) var rows: [String]
    /// Whether the alternate screen is on: between `ESC[?1049h` and `ESC[?1049l`.
    public private(set) var isAlternate = false
    public private(set) var isCursorHidden = false
    /// Whether pastes are bracketed: between `ESC[?2004h` and `ESC[?2004l`.
    public private(set) var isBracketingPaste = false
    /// Every control sequence that was neither a move, an erase nor a style,
    /// every raw control byte and every C1 control character: none should
    /// ever come from message text.
    public private(set) var strays: [String] = []
    private var row = 0
    private var pending: [UInt8] = []

    public init(rows: Int) {
        self.rows = Array(repeating: "", count: rows)
    }

    /// The screen as text, trailing spaces and empty rows at the end taken off.
    public var text: String {
        var lines = rows.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    public mutating func apply(_ bytes: some Sequence<UInt8>) {
        pending += bytes
        var index = 0
        var text: [UInt8] = []
        func flush(_ rows: inout [String], _ strays: inout [String], _ row: Int) {
            guard !text.isEmpty else { return }
            let decoded = String(decoding: text, as: UTF8.self)
            strays += decoded.unicodeScalars.filter { (0x80...0x9F).contains($0.value) }.map {
                "U+" + String($0.value, radix: 16)
            }
            if rows.indices.contains(row) { rows[row] += decoded }
            text = []
        }
        while index < pending.count {
            let byte = pending[index]
            if byte == 0x1B {
                // A sequence ends at its first final byte after `ESC [`; one cut off waits for the rest.
                guard let end = pending[(index + 1)...].firstIndex(where: { (0x40...0x7E).contains($0) && $0 != 0x5B })
                else { break }
                flush(&rows, &strays, row)
                sequence(String(decoding: pending[(index + 1)...end], as: UTF8.self))
                index = end + 1
            } else if byte < 0x20 || byte == 0x7F {
                flush(&rows, &strays, row)
                strays.append(String(format: byte))
                index += 1
            } else {
                text.append(byte)
                index += 1
            }
        }
        flush(&rows, &strays, row)
        pending.removeFirst(index)
    }

    private mutating func sequence(_ body: String) {
        switch body {
        case "[?1049h":
            isAlternate = true
            clear()
        case "[?1049l": isAlternate = false
        case "[?25l": isCursorHidden = true
        case "[?25h": isCursorHidden = false
        case "[?2004h": isBracketingPaste = true
        case "[?2004l": isBracketingPaste = false
        case "[K": break
        case "[2K": if rows.indices.contains(row) { rows[row] = "" }
        case "[2J": clear()
        case "[H": row = 0
        default:
            if body.hasSuffix("m") { return }
            if body.hasPrefix("["), body.hasSuffix(";1H"), let number = Int(body.dropFirst().dropLast(3)) {
                row = number - 1
                if rows.indices.contains(row) { rows[row] = "" }
                return
            }
            strays.append("ESC" + body)
        }
    }

    private mutating func clear() {
        rows = Array(repeating: "", count: rows.count)
        row = 0
    }
}

extension String {
    fileprivate init(format byte: UInt8) {
        self = "0x" + String(byte, radix: 16)
    }
}
