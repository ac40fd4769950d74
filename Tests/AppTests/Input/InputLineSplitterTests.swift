import Interface
import Testing

@testable import App

/// Standard input cut into lines of at most a limit, whatever size the reads come in.
@Suite struct InputLineSplitterTests {
    /// Feeds `input` in chunks of `size` bytes, then ends it.
    func lines(_ input: String, limit: Int = 8, chunk size: Int) -> [InputLine] {
        var splitter = InputLineSplitter(limit: limit)
        let bytes = Array(input.utf8)
        var lines: [InputLine] = []
        for start in stride(from: 0, to: bytes.count, by: size) {
            bytes[start..<min(start + size, bytes.count)].withUnsafeBytes { lines += splitter.split($0) }
        }
        if let last = splitter.finish() { lines.append(last) }
        return lines
    }

    @Test(arguments: [1, 2, 3, 7, 64])
    func linesComeWholeWhateverTheReadsCutThem(chunk: Int) {
        #expect(
            lines("open 2\r\nsend hé\n\nlist", chunk: chunk)
                == [.text("open 2"), .text("send hé"), .text(""), .text("list")])
    }

    @Test(arguments: [1, 3, 64])
    func aLineAtTheLimitIsKeptAndOneByteMoreIsSkipped(chunk: Int) {
        #expect(
            lines("12345678\n123456789\r\n12345678\r\nnext\n", chunk: chunk)
                == [.text("12345678"), .tooLong(limit: 8), .text("12345678"), .text("next")])
    }

    /// Far past the limit the line is not held, and the next one is read as usual.
    @Test(arguments: [1, 5, 4096])
    func aLongLineIsSkippedAsItComesAndTheNextIsRead(chunk: Int) {
        let long = String(repeating: "ab\u{0}", count: 10_000)
        #expect(
            lines(long + "\nhelp\n" + long, chunk: chunk) == [.tooLong(limit: 8), .text("help"), .tooLong(limit: 8)])
    }

    @Test func invalidUTF8IsReadAsReplacementCharacters() {
        var splitter = InputLineSplitter(limit: 8)
        let read = ([0x61, 0xFF, 0x62, 0x0A] as [UInt8]).withUnsafeBytes { splitter.split($0) }
        #expect(read == [.text("a\u{FFFD}b")])
        #expect(splitter.finish() == nil)
    }
}
