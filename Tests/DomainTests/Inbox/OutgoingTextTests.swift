import Domain
import Testing

@Suite struct OutgoingTextTests {
    @Test func trimsSurroundingWhiteSpace() throws {
        #expect(try OutgoingText("  hi there \n").text == "hi there")
    }

    @Test func refusesEmptyText() {
        #expect(throws: OutgoingTextError.empty) { try OutgoingText(" \n\t") }
    }

    @Test func refusesTextOverTheLimit() {
        let text = String(repeating: "a", count: OutgoingText.maximumLength + 1)
        #expect(throws: OutgoingTextError.tooLong(OutgoingText.maximumLength + 1)) { try OutgoingText(text) }
        #expect((try? OutgoingText(String(text.dropLast()))) != nil)
    }

    @Test func refusesANULRatherThanLettingAStoreCutTheTextAtIt() {
        #expect(throws: OutgoingTextError.containsNUL) { try OutgoingText("abc\u{0}def") }
    }

    @Test func countsScalarsSoCombiningMarksCannotSlipPastTheLimit() {
        let oneCharacter = "e" + String(repeating: "\u{301}", count: OutgoingText.maximumLength)
        #expect(oneCharacter.count == 1)
        #expect(throws: OutgoingTextError.tooLong(OutgoingText.maximumLength + 1)) { try OutgoingText(oneCharacter) }
    }
}
