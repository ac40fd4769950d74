import {{Domain}}
import Testing

@Suite struct {{Item}}TitleTests {
    @Test func keepsTheTextTrimmed() throws {
        #expect(try {{Item}}Title("  Lunch with Ana \n").text == "Lunch with Ana")
    }

    @Test(arguments: ["", "   ", "\n\t"]) func refusesATitleWithNoText(raw: String) {
        #expect(throws: {{Item}}TitleError.empty) { try {{Item}}Title(raw) }
    }

    @Test func refusesANULRatherThanCuttingTheTitleShort() {
        #expect(throws: {{Item}}TitleError.containsNUL) { try {{Item}}Title("before\0after") }
    }

    /// Counted in scalars, so combining marks cannot pass a huge title as a short one.
    @Test func takesTitlesUpToTheLimitCountedInScalars() throws {
        let longest = String(repeating: "a", count: {{Item}}Title.maximumLength)
        #expect(try {{Item}}Title(longest).text == longest)
        let marks = "e" + String(repeating: "\u{301}", count: {{Item}}Title.maximumLength)
        #expect(throws: {{Item}}TitleError.tooLong({{Item}}Title.maximumLength + 1)) { try {{Item}}Title(marks) }
    }
}
