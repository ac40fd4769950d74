{{modules}}import Application
{{modules}}import Interface
import {{Application}}
import Testing

@testable import {{Interface}}

@Suite struct {{Name}}CommandsTests {
    @Test func eachCommandBecomesItsIntent() throws {
        #expect(try {{Name}}Commands.parse("list") == .showList)
        #expect(try {{Name}}Commands.parse("  next") == .nextPage)
        #expect(try {{Name}}Commands.parse("prev") == .previousPage)
        #expect(try {{Name}}Commands.parse("SHOW 2") == .show(number: 2))
        #expect(try {{Name}}Commands.parse("delete 12") == .delete(number: 12))
        #expect(try {{Name}}Commands.parse(#"add {{label}}="a b""#) == .add(FieldInput([("{{label}}", "a b")])))
        #expect(
            try {{Name}}Commands.parse("edit 3 {{label}}=x") == .edit(number: 3, changes: FieldInput([("{{label}}", "x")])))
    }

    /// U+200B is no white space, whatever Foundation says on Linux: typed at
    /// the end of a line it reaches the field, whose rule refuses it.
    @Test func anInvisibleCharacterAtTheEndOfTheLineIsKeptForTheFieldToRefuse() throws {
        let line = "add {{label}}=x\u{200B} "
        #expect(try {{Name}}Commands.parse(line) == .add(FieldInput([("{{label}}", "x\u{200B}")])))
    }

    /// What each field holds is the flow's to check, so a mistake in a value is
    /// one refusal that names its field; the parser answers only for the form.
    @Test func aMistakeIsOneLineSayingWhatWasExpected() {
        #expect(throws: CommandError.usage("show N, where N is a number from the list")) {
            try {{Name}}Commands.parse("show two")
        }
        #expect(throws: CommandError.usage("delete N, where N is a number from the list")) {
            try {{Name}}Commands.parse("delete 99999999999999999999")
        }
        #expect(throws: CommandError.usage("edit N name=value …, where N is a number from the list")) {
            try {{Name}}Commands.parse("edit {{label}}=x")
        }
        #expect(throws: CommandError.usage("edit 2 name=value …, naming a field to change")) {
            try {{Name}}Commands.parse("edit 2")
        }
        #expect(throws: CommandError.usage("list takes nothing after it")) { try {{Name}}Commands.parse("list all") }
        #expect(throws: CommandError.unknown("fly")) { try {{Name}}Commands.parse("fly") }
    }

    @Test func helpShowsEveryFieldWithWhatToType() {
        let add = {{Name}}Commands.help.first { $0.usage.hasPrefix("add ") }?.usage ?? ""
        #expect(add == "add " + {{Name}}Presentation.prompts.map(\.usage).joined(separator: " "))
    }
}
