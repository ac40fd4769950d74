import Interface
import Testing

/// How every feature's `parse` splits a line: by Unicode scalar, with
/// Unicode's white space, as `FieldArguments` reads the rest.
@Suite struct CommandWordsTests {
    @Test func theFirstWordIsTheNameInLowerCaseAndTheRestIsTrimmed() {
        let words = CommandWords("\u{3000} ADD\tname=x  note=\"a b\" \u{85}")
        #expect(words.name == "add")
        #expect(words.rest == "name=x  note=\"a b\"")
        #expect(CommandWords("list").rest == "")
        #expect(CommandWords("   ").name == "")
    }

    /// A space with a combining mark on it is one character that starts with
    /// white space: split by character, the mark was dropped with the space.
    @Test func aMarkAfterASpaceIsKeptAndU200BIsNoWhiteSpace() {
        #expect(CommandWords("add name=x \u{301}").rest == "name=x \u{301}")
        #expect(CommandWords("edit \u{301}3 name=x").rest == "\u{301}3 name=x")
        #expect(CommandWords("add name=x\u{200B} ").rest == "name=x\u{200B}")
        #expect(CommandWords("\u{200B}add x").name == "\u{200B}add")
    }
}
