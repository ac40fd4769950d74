import Foundation
import ProcessHarness
import Testing

@Suite struct InboxEndToEndTests {
    @Test func listsThenOpensAConversation() throws {
        let result = try InboxProcess.run(["--demo", "--width", "80"], input: "list\nopen 1\nquit\n")
        #expect(result.status == 0)
        #expect(result.output.contains("Alex Morgan"))
        #expect(result.output.contains("Attachment: 1 Image"))
        #expect(result.output.contains("Yes! The café on Main Street."))
        #expect(!result.output.contains("\u{1B}"))
        #expect(result.errors.isEmpty)
    }

    @Test func theEndOfInputEndsTheSessionCleanly() throws {
        let result = try InboxProcess.run(["--demo", "--width", "80"], input: "open 2\n")
        #expect(result.status == 0)
        #expect(result.output.contains("Noor Haddad joined"))
    }

    @Test(arguments: ["frobnicate", "open", "open two", "open 0", "list everything", "   "])
    func aBadCommandIsOneLineNamingHelpAndTheSessionGoesOn(command: String) throws {
        let result = try InboxProcess.run(["--demo", "--width", "80"], input: "\(command)\nopen 1\n")
        #expect(result.status == 0)
        #expect(result.errors.split(separator: "\n").count == 1)
        #expect(result.errors.contains("help"))
        #expect(result.output.contains("Yes! The café on Main Street."))
    }

    @Test func openingARowThatIsNotThereIsAnError() throws {
        let result = try InboxProcess.run(["--demo", "--width", "80"], input: "open 42\n")
        #expect(result.errors == "error: there is no conversation 42 in the list\n")
    }

    @Test func helpListsEveryCommand() throws {
        let result = try InboxProcess.run(["--demo", "--width", "80"], input: "help\n")
        for command in ["list", "open N", "help", "quit"] {
            #expect(result.output.contains("  \(command) "))
        }
    }

    @Test(arguments: [24, 40, 80, 120])
    func noLineIsWiderThanTheWidth(width: Int) throws {
        let result = try InboxProcess.run(
            ["--demo", "--width", String(width)], input: "list\nopen 1\nopen 2\nopen 3\nhelp\n")
        let widest = result.lines.map { $0.count }.max() ?? 0
        #expect(widest <= width)
        #expect(widest > 0)
    }

    @Test func versionAndHelpFlagsPrintAndExitZero() throws {
        let version = try InboxProcess.run(["--version"])
        #expect(version.status == 0)
        #expect(version.output.hasPrefix("inbox "))
        let help = try InboxProcess.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("usage: inbox"))
    }

    @Test(arguments: [["--bogus"], ["--width"], ["--width", "ten"], ["--width", "3"]])
    func aBadFlagPrintsUsageToStandardErrorAndExits64(arguments: [String]) throws {
        let result = try InboxProcess.run(arguments)
        #expect(result.status == 64)
        #expect(result.errors.contains("usage: inbox"))
        #expect(result.output.isEmpty)
    }
}
