import Foundation
import Interface
import ProcessHarness
import Testing

@Suite struct InboxEndToEndTests {
    /// A pinned clock, a width and NO_COLOR make every byte the same on every machine.
    static let pinned = ["--in-memory", "--demo", "--now", "2026-03-10T10:00:00Z", "--width", "60"]

    @Test func listsThenOpensAConversationFrameForFrame() throws {
        let result = try AppProcess.run(Self.pinned, input: "list\nopen 1\nquit\n", environment: ["NO_COLOR": "1"])
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        #expect(result.markedFrames == [Self.list, Self.list, Self.openConversation])
    }

    static let list = """
        Inbox                                               1–4 of 4|
        ────────────────────────────────────────────────────────────|
           1 Alex Morgan (1)                                 9:00 AM|
             Attachment: 1 Image                                    |
           2 Sam Lee, Noor Haddad (1)                      Yesterday|
             Thanks, reading them now.                              |
           3 Chloé Dubois                                   Saturday|
             Attachment: 3 Images                                   |
           4 Sam Lee                                       2/26/2026|
             Sent, check your mail.                                 |
        ────────────────────────────────────────────────────────────|
        Type 'help' for commands.|
        """

    static let openConversation = """
        Inbox                                               1–4 of 4|
        ────────────────────────────────────────────────────────────|
        Alex Morgan                                         1 unread|
        ────────────────────────────────────────────────────────────|
        You                                                  7:00 AM|
          Are we still on for lunch?|
        Alex Morgan                                          8:00 AM|
          Yes! The café on Main Street.|
          See you at noon.|
        Alex Morgan                                          9:00 AM|
          [Attachment: 1 Image]|
        ────────────────────────────────────────────────────────────|
        Type 'help' for commands.|
        """

    @Test func theEndOfInputEndsTheSessionCleanly() throws {
        let result = try AppProcess.run(["--demo", "--width", "80"], input: "open 2\n")
        #expect(result.status == 0)
        #expect(result.output.contains("Noor Haddad joined"))
    }

    @Test(arguments: ["frobnicate", "open", "open two", "open 0", "list everything", "   "])
    func aBadCommandIsOneLineNamingHelpAndTheSessionGoesOn(command: String) throws {
        let result = try AppProcess.run(["--demo", "--width", "80"], input: "\(command)\nopen 1\n")
        #expect(result.status == 0)
        #expect(result.errors.split(separator: "\n").count == 1)
        #expect(result.errors.contains("help"))
        #expect(result.output.contains("Yes! The café on Main Street."))
    }

    @Test func openingARowThatIsNotThereIsAnError() throws {
        let result = try AppProcess.run(["--demo", "--width", "80"], input: "open 42\n")
        #expect(result.errors == "error: there is no conversation 42 in the list\n")
    }

    @Test func helpListsEveryCommand() throws {
        let result = try AppProcess.run(["--demo", "--width", "80"], input: "help\n")
        for command in ["list", "open N", "help", "quit"] {
            #expect(result.output.contains("  \(command) "))
        }
    }

    @Test(arguments: [24, 40, 80, 120])
    func noLineIsWiderThanTheWidth(width: Int) throws {
        let result = try AppProcess.run(
            ["--demo", "--width", String(width)], input: "list\nopen 1\nopen 2\nopen 3\nhelp\n")
        let widest = result.lines.map(TerminalCells.width(of:)).max() ?? 0
        #expect(widest <= width)
        #expect(widest > 0)
    }

    @Test func versionAndHelpFlagsPrintAndExitZero() throws {
        let version = try AppProcess.run(["--version"])
        #expect(version.status == 0)
        #expect(version.output.hasPrefix("strata "))
        let help = try AppProcess.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("usage: strata"))
    }

    @Test(arguments: [["--bogus"], ["--width"], ["--width", "ten"], ["--width", "3"]])
    func aBadFlagPrintsUsageToStandardErrorAndExits64(arguments: [String]) throws {
        let result = try AppProcess.run(arguments)
        #expect(result.status == 64)
        #expect(result.errors.contains("usage: strata"))
        #expect(result.output.isEmpty)
    }
}
