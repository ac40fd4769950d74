import Foundation
import Interface
import Testing

@testable import App

/// What a launch that cannot go on does: it is a process exit, so these run
/// in a child process and check its status and its one line.
@Suite struct LaunchExitTests {
    // An exit test's body runs in a child process and captures nothing, so each case is spelled out.
    @Test func anUnknownFlagExits64WithOneLineAndTheUsage() async {
        let result = await #expect(processExitsWith: .exitCode(64), observing: [\.standardErrorContent]) {
            _ = LaunchCommand.options(from: ["--bogus"])
        }
        let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(errors.hasPrefix("strata: unknown option '--bogus'\n\nusage: strata"))
    }

    @Test func aWidthBelowTheMinimumExits64() async {
        let result = await #expect(processExitsWith: .exitCode(64), observing: [\.standardErrorContent]) {
            _ = LaunchCommand.options(from: ["--width", "3"])
        }
        let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(errors.hasPrefix("strata: --width needs a number from 20 to 1000\n"))
    }

    @Test func aSyncTimeoutBeyondTheBoundExits64() async {
        let result = await #expect(processExitsWith: .exitCode(64), observing: [\.standardErrorContent]) {
            _ = LaunchCommand.options(from: ["--sync-timeout", "601"])
        }
        let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(errors.hasPrefix("strata: --sync-timeout needs a number of seconds from 1 to 600\n\nusage: strata"))
    }

    @Test func twoStoresExit64() async {
        await #expect(processExitsWith: .exitCode(64)) {
            _ = LaunchCommand.options(from: ["--in-memory", "--store", "x"])
        }
    }

    @Test func aStoreThatCannotBeOpenedExits1NamingIt() async {
        let result = await #expect(processExitsWith: .exitCode(1), observing: [\.standardErrorContent]) {
            let options = LaunchCommand.options(from: ["--store", "/"])
            _ = await LaunchCommand.features(in: FeatureContext(options: options, style: .plain))
        }
        let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(errors == "strata: /: is a directory, not a database file\n")
    }

    /// Once this exited 64 with the line but without the usage that every other bad flag prints.
    @Test func aFeedURLInboxCannotReadExits64WithOneLineAndTheUsage() async {
        let result = await #expect(processExitsWith: .exitCode(64), observing: [\.standardErrorContent]) {
            _ = LaunchCommand.options(from: ["--in-memory", "--remote", "ftp://example.com/feed"])
        }
        let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            errors.hasPrefix(
                "strata: --remote needs a file://, http:// or https:// URL such as file:///tmp/feed.json,"
                    + " not 'ftp://example.com/feed'\n\nusage: strata"))
    }

    /// An escape byte in a flag's value was echoed raw, and a newline in a path broke the one line.
    @Test func whatTheUserTypedIsQuotedSafelyOnOneLine() async {
        let result = await #expect(processExitsWith: .exitCode(64), observing: [\.standardErrorContent]) {
            _ = LaunchCommand.options(from: ["--now", "\u{1B}[31mred\nnext"])
        }
        let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        let firstLine = errors.split(separator: "\n").first ?? ""
        #expect(firstLine.hasPrefix("strata: --now needs an ISO-8601 time"))
        #expect(firstLine.hasSuffix("not '␛[31mred␊next'"))
        #expect(!errors.contains("\u{1B}"))
    }
}
