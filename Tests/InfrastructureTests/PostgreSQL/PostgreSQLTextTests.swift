import Testing

@testable import Infrastructure

/// PostgreSQL's text cannot hold NUL; the escape that stands in for it must
/// give every string back whole and keep the byte order ids sort by.
@Suite struct PostgreSQLTextTests {
    static let samples = [
        "", "plain", "a\u{0}", "a\u{0}z", "a\u{1}", "a\u{1}\u{2}", "a", "a!", "\u{0}\u{0}", "é\u{0}日",
    ]

    @Test func everyStringComesBackWholeAndNoEscapedOneHoldsANUL() {
        for sample in Self.samples {
            let escaped = PostgreSQLText.escaped(sample)
            #expect(!escaped.utf8.contains(0))
            #expect(PostgreSQLText.unescaped(escaped) == sample)
        }
    }

    @Test func escapedStringsSortByteByByteAsTheStringsDid() {
        let byBytes = { (left: String, right: String) in left.utf8.lexicographicallyPrecedes(right.utf8) }
        #expect(
            Self.samples.sorted(by: byBytes).map(PostgreSQLText.escaped)
                == Self.samples.map(PostgreSQLText.escaped).sorted(by: byBytes))
    }

    @Test func aLoneEscapeByteFromAnotherProgramIsKept() {
        #expect(PostgreSQLText.unescaped("x\u{1}") == "x\u{1}")
        #expect(PostgreSQLText.unescaped("x\u{1}y") == "x\u{1}y")
    }
}
