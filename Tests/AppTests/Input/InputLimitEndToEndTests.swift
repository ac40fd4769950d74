import Foundation
import ProcessHarness
import Testing

/// Lines of any length through the real binary: each is refused in one short
/// line, and the session goes on to the next command.
@Suite struct InputLimitEndToEndTests {
    static let skipped = "error: line too long: over 65536 bytes, so it was skipped (type 'help' to see every command)"

    @Test func linesPastTheLimitAreSkippedWithOneShortErrorEachAndTheSessionGoesOn() throws {
        let words = "help " + String(repeating: "ab ", count: 400_000)
        let nul = String(repeating: "\u{0}", count: 300_000)
        let result = try AppProcess.run(["--in-memory", "--width", "80"], input: words + "\n" + nul + "\nhelp\nquit\n")
        #expect(result.status == 0)
        #expect(result.errors == Self.skipped + "\n" + Self.skipped + "\n")
        // `help` with words after it is an error, so help shows only for the command after the long lines.
        // The help's columns depend on the features a fork has, so only the line's words are held.
        let quit = result.lines.first { $0.hasPrefix("  quit ") }
        #expect(quit?.hasSuffix(" leave (the end of input does too)") == true, "the next command was not run")
    }

    /// A line under the limit may still be long, and an error quotes it: the line is cut, never the rule.
    @Test func anErrorQuotingALongLineStaysWithin200Characters() throws {
        let word = String(repeating: "x", count: 60_000)
        let result = try AppProcess.run(["--in-memory", "--width", "80"], input: word + "\nquit\n")
        #expect(result.status == 0)
        let errors = result.errors.split(separator: "\n")
        #expect(errors.count == 1)
        #expect(errors.first?.count == 200)
        #expect(errors.first?.hasPrefix("error: unknown command 'xxx") == true)
        #expect(errors.first?.hasSuffix("…") == true)
    }
}
