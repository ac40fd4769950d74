import Foundation
import Testing

@testable import Scaffold

/// The byte searches the generators use in place of Foundation's, held to
/// what Foundation answers, at the edges where pointer arithmetic slips.
@Suite struct StringBytesTests {
    static let texts = ["", "\n", "one", "one\n", "\none", "one\n\ntwo\n", "é日\n€", "  a line  \n\tindented"]

    @Test(arguments: texts)
    func linesAreWhatComponentsGives(text: String) {
        #expect(text.lines == text.components(separatedBy: "\n"))
    }

    /// Foundation keeps "\r\n" whole, one Character; a line keeps its "\r", and the text comes back byte for byte.
    @Test func aCarriageReturnStaysOnItsLine() {
        #expect("one\r\ntwo\r\n".lines == ["one\r", "two\r", ""])
        #expect("one\r\ntwo\r\n".lines.joined(separator: "\n") == "one\r\ntwo\r\n")
    }

    @Test(arguments: [
        ("CREATE TABLE", "CREATE ", true), ("a CREATE ", "CREATE ", true), ("a CREATE", "CREATE ", false),
        ("CREAT CREATE", "CREATE", true), ("", "x", false), ("x", "", true), ("日本", "本", true), ("ab", "abc", false),
    ])
    func holdsIsWhatContainsGives(text: String, part: String, holds: Bool) {
        #expect(text.holds(part) == holds)
        #expect(text.holds(part) == (part.isEmpty || text.contains(part)))
    }

    @Test(arguments: texts + ["   ", "\t x \t"])
    func trimmedIsWhatTrimmingSpacesGives(text: String) {
        for line in text.lines {
            #expect(line.trimmed == line.trimmingCharacters(in: .whitespaces))
        }
    }

    @Test func trimmedKeepsTheUnicodeSpacesNoCodeIsIndentedWith() {
        #expect("\u{A0}x\u{3000}".trimmed == "\u{A0}x\u{3000}")
    }
}
