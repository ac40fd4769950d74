import Application
import Testing

@testable import Interface

@Suite struct InboxCommandsTests {
    @Test func eachLineBecomesItsIntent() throws {
        let lines: [(String, InboxIntent)] = [
            ("list", .showList), ("open 3", .open(number: 3)), ("back", .back),
            ("search  Alex Morgan ", .search("Alex Morgan")), ("search", .search("")), ("next", .nextPage),
            ("prev", .previousPage), ("send hi  there", .send("hi  there")), ("delete", .delete), ("READ", .markRead),
            ("sync", .sync), ("retry", .retry),
        ]
        for (line, intent) in lines {
            #expect(try InboxCommands.parse(line) == intent, "\(line)")
        }
    }

    @Test(arguments: ["", "bogus", "open", "open x", "open -1", "back now", "send", "list 2"])
    func aMalformedLineIsOneErrorNamingHelp(line: String) {
        #expect {
            _ = try InboxCommands.parse(line)
        } throws: { error in
            let message = (error as? CommandError)?.description ?? ""
            return message.contains("help") && !message.contains("\n")
        }
    }

    @Test func anUnknownWordIsQuotedWithItsControlCharactersMadeVisible() {
        #expect {
            _ = try InboxCommands.parse("\u{1B}[2J")
        } throws: { error in
            (error as? CommandError)?.description == "unknown command '␛[2j' (type 'help' to see every command)"
        }
    }

    @Test func helpHasALineForEveryCommandTheParserKnows() {
        let usages = InboxCommands.help.map(\.usage)
        for command in ["list", "open N", "back", "search TEXT", "search", "next, prev", "send TEXT", "delete", "read"]
        {
            #expect(usages.contains(command))
        }
        #expect(usages.contains("sync") && usages.contains("retry"))
    }
}
