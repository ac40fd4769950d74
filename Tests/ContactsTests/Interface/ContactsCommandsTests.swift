import Application
import ContactsApplication
import Interface
import Testing

@testable import ContactsInterface

@Suite struct ContactsCommandsTests {
    @Test func eachCommandBecomesItsIntent() throws {
        #expect(try ContactsCommands.parse("list") == .showList)
        #expect(try ContactsCommands.parse("  next") == .nextPage)
        #expect(try ContactsCommands.parse("prev") == .previousPage)
        #expect(try ContactsCommands.parse("SHOW 2") == .show(number: 2))
        #expect(try ContactsCommands.parse("delete 12") == .delete(number: 12))
        #expect(try ContactsCommands.parse(#"add name="a b""#) == .add(FieldInput([("name", "a b")])))
        #expect(
            try ContactsCommands.parse("edit 3 name=x") == .edit(number: 3, changes: FieldInput([("name", "x")])))
    }

    /// U+200B is no white space, whatever Foundation says on Linux: typed at
    /// the end of a line it reaches the field, whose rule refuses it.
    @Test func anInvisibleCharacterAtTheEndOfTheLineIsKeptForTheFieldToRefuse() throws {
        let line = "add name=x\u{200B} "
        #expect(try ContactsCommands.parse(line) == .add(FieldInput([("name", "x\u{200B}")])))
    }

    /// What each field holds is the flow's to check, so a mistake in a value is
    /// one refusal that names its field; the parser answers only for the form.
    @Test func aMistakeIsOneLineSayingWhatWasExpected() {
        #expect(throws: CommandError.usage("show N, where N is a number from the list")) {
            try ContactsCommands.parse("show two")
        }
        #expect(throws: CommandError.usage("delete N, where N is a number from the list")) {
            try ContactsCommands.parse("delete 99999999999999999999")
        }
        #expect(throws: CommandError.usage("edit N name=value …, where N is a number from the list")) {
            try ContactsCommands.parse("edit name=x")
        }
        #expect(throws: CommandError.usage("edit 2 name=value …, naming a field to change")) {
            try ContactsCommands.parse("edit 2")
        }
        #expect(throws: CommandError.usage("list takes nothing after it")) { try ContactsCommands.parse("list all") }
        #expect(throws: CommandError.unknown("fly")) { try ContactsCommands.parse("fly") }
    }

    @Test func helpShowsEveryFieldWithWhatToType() {
        let add = ContactsCommands.help.first { $0.usage.hasPrefix("add ") }?.usage ?? ""
        #expect(add == "add " + ContactsPresentation.prompts.map(\.usage).joined(separator: " "))
    }
}
