import Interface

/// Cuts the bytes of standard input into lines, holding at most `limit` bytes
/// of any one of them: a longer line is dropped as it comes, however long, and
/// ends as `.tooLong`, so a line of any length costs the same memory as one at
/// the limit. A line break is `\n` or `\r\n`, as `readLine()` reads them.
nonisolated struct InputLineSplitter {
    /// The longest line kept, in bytes.
    let limit: Int
    private var line: [UInt8] = []
    private var skipping = false

    init(limit: Int) {
        self.limit = limit
        line.reserveCapacity(limit)
    }

    /// The lines that `bytes` ends, in order; what follows the last break waits for more.
    mutating func split(_ bytes: UnsafeRawBufferPointer) -> [InputLine] {
        var lines: [InputLine] = []
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            take(bytes[start..<end])
            guard end < bytes.endIndex else { break }
            lines.append(endLine())
            start = end + 1
        }
        return lines
    }

    /// The last line, when the input ends without a break after it.
    mutating func finish() -> InputLine? {
        guard skipping || !line.isEmpty else { return nil }
        return endLine()
    }

    private mutating func take(_ bytes: Slice<UnsafeRawBufferPointer>) {
        guard !skipping else { return }
        // One byte past the limit may be the `\r` of a `\r\n` break, so it is
        // judged when the line ends.
        guard line.count + bytes.count <= limit + 1 else {
            skipping = true
            line.removeAll(keepingCapacity: true)
            return
        }
        line.append(contentsOf: bytes)
    }

    private mutating func endLine() -> InputLine {
        defer {
            skipping = false
            line.removeAll(keepingCapacity: true)
        }
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        guard !skipping, line.count <= limit else { return .tooLong(limit: limit) }
        return .text(String(decoding: line, as: UTF8.self))
    }
}
