import ContactsApplication
import Interface
import Testing

@testable import ContactsInterface

@Suite struct ContactsCommandsTests {
    @Test func eachCommandBecomesItsIntent() throws {
        #expect(try ContactsCommands.parse("list") == .showList)
        #expect(try ContactsCommands.parse("  next") == .nextPage)
        #expect(try ContactsCommands.parse("prev") == .previousPage)
        #expect(try ContactsCommands.parse("add  Lunch with Ana ") == .add(title: "Lunch with Ana"))
        #expect(try ContactsCommands.parse("SHOW 2") == .show(number: 2))
        #expect(try ContactsCommands.parse("delete 12") == .delete(number: 12))
    }

    @Test func aMistakeIsOneLineSayingWhatWasExpected() {
        #expect(throws: CommandError.usage("add TITLE")) { try ContactsCommands.parse("add") }
        #expect(throws: CommandError.usage("show N, where N is a number from the list")) {
            try ContactsCommands.parse("show two")
        }
        #expect(throws: CommandError.usage("delete N, where N is a number from the list")) {
            try ContactsCommands.parse("delete 99999999999999999999")
        }
        #expect(throws: CommandError.usage("list takes nothing after it")) { try ContactsCommands.parse("list all") }
        #expect(throws: CommandError.unknown("fly")) { try ContactsCommands.parse("fly") }
    }
}
