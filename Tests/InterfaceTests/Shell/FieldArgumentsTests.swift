import Application
import Testing

@testable import Interface

@Suite struct FieldArgumentsTests {
    func texts(_ line: String) throws -> [String: String] { try FieldArguments.parse(line).texts }

    @Test func quotesHoldSpacesEqualsSignsAndEscapedQuotes() throws {
        #expect(try texts(#"customer="Ada Lovelace" total=12.50"#) == ["customer": "Ada Lovelace", "total": "12.50"])
        #expect(try texts(#"note="a = b, \"c\" \\ d""#) == ["note": #"a = b, "c" \ d"#])
        #expect(try texts(#"note="" total=1=2"#) == ["note": "", "total": "1=2"])
        #expect(try texts("  ") == [:])
    }

    /// A combining mark after the opening quote joins it into one character
    /// that is no quote; read by scalar, the quote is still a quote.
    @Test func quotesAreReadByUnicodeScalar() throws {
        #expect(try texts("name=\"\u{301}abc\"") == ["name": "\u{301}abc"])
        #expect(throws: CommandError(description: "a: put a space after the closing quote", field: "a")) {
            try texts("a=\"x\"\u{301}")
        }
        #expect(try texts("a=\"\u{301}\" b=1") == ["a": "\u{301}", "b": "1"])
    }

    @Test func aMistakeIsOneLineNamingTheField() {
        #expect(throws: CommandError(description: "'Ada' needs a value: write name=value")) { try texts("Ada") }
        #expect(throws: CommandError(description: "note: the quote is not closed", field: "note")) {
            try texts(#"note="open"#)
        }
        #expect(throws: CommandError(description: "note: put a space after the closing quote", field: "note")) {
            try texts(#"note="a"b"#)
        }
        #expect(throws: CommandError(description: "'' needs a value: write name=value")) { try texts("=1") }
    }
}
