import ContactsDomain
import Testing

@Suite struct ContactTitleTests {
    @Test func keepsTheTextTrimmed() throws {
        #expect(try ContactTitle("  Lunch with Ana \n").text == "Lunch with Ana")
    }

    @Test(arguments: ["", "   ", "\n\t"]) func refusesATitleWithNoText(raw: String) {
        #expect(throws: ContactTitleError.empty) { try ContactTitle(raw) }
    }

    @Test func refusesANULRatherThanCuttingTheTitleShort() {
        #expect(throws: ContactTitleError.containsNUL) { try ContactTitle("before\0after") }
    }

    /// Counted in scalars, so combining marks cannot pass a huge title as a short one.
    @Test func takesTitlesUpToTheLimitCountedInScalars() throws {
        let longest = String(repeating: "a", count: ContactTitle.maximumLength)
        #expect(try ContactTitle(longest).text == longest)
        let marks = "e" + String(repeating: "\u{301}", count: ContactTitle.maximumLength)
        #expect(throws: ContactTitleError.tooLong(ContactTitle.maximumLength + 1)) { try ContactTitle(marks) }
    }
}
