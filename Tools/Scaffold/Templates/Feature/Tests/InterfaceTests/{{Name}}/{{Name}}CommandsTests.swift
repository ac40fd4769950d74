{{modules}}import Interface
import {{Application}}
import Testing

@testable import {{Interface}}

@Suite struct {{Name}}CommandsTests {
    @Test func eachCommandBecomesItsIntent() throws {
        #expect(try {{Name}}Commands.parse("list") == .showList)
        #expect(try {{Name}}Commands.parse("  next") == .nextPage)
        #expect(try {{Name}}Commands.parse("prev") == .previousPage)
        #expect(try {{Name}}Commands.parse("add  Lunch with Ana ") == .add(title: "Lunch with Ana"))
        #expect(try {{Name}}Commands.parse("SHOW 2") == .show(number: 2))
        #expect(try {{Name}}Commands.parse("delete 12") == .delete(number: 12))
    }

    @Test func aMistakeIsOneLineSayingWhatWasExpected() {
        #expect(throws: CommandError.usage("add TITLE")) { try {{Name}}Commands.parse("add") }
        #expect(throws: CommandError.usage("show N, where N is a number from the list")) {
            try {{Name}}Commands.parse("show two")
        }
        #expect(throws: CommandError.usage("delete N, where N is a number from the list")) {
            try {{Name}}Commands.parse("delete 99999999999999999999")
        }
        #expect(throws: CommandError.usage("list takes nothing after it")) { try {{Name}}Commands.parse("list all") }
        #expect(throws: CommandError.unknown("fly")) { try {{Name}}Commands.parse("fly") }
    }
}
