import Foundation
import Testing

@testable import App

/// The command line, parsed without starting the App.
@Suite struct LaunchOptionsTests {
    @Test(arguments: [20, 80, 1000])
    func acceptsAWidthFrom20To1000(width: Int) throws {
        #expect(try LaunchOptions(arguments: ["--width", String(width)]).width == width)
    }

    /// Beyond the bound, however large: 99999999999 aborted, Int.max raised SIGILL,
    /// and 100000000 drew lines of 1.2 GB in all.
    @Test(arguments: [
        "1001", "100000000", "99999999999", "9223372036854775807", "99999999999999999999", "19", "0", "-5", "ten",
        " 80", "",
    ])
    func refusesAnyOtherWidthWithOneLine(text: String) {
        #expect(throws: LaunchError(description: "--width needs a number from 20 to 1000")) {
            try LaunchOptions(arguments: ["--width", text])
        }
    }

    @Test func theUsageStatesTheBounds() {
        #expect(LaunchOptions.usage.contains("--width N         wrap output at N terminal cells, 20 to 1000"))
        #expect(LaunchOptions.minimumWidth == 20 && LaunchOptions.maximumWidth == 1000)
    }

    @Test func jsonIsAViewOfItsOwnAndNotWithLine() throws {
        #expect(try LaunchOptions(arguments: ["--json"]).isJSON)
        #expect(try LaunchOptions(arguments: []).isJSON == false)
        #expect(throws: LaunchError(description: "choose one view: --line or --json")) {
            try LaunchOptions(arguments: ["--json", "--line"])
        }
        #expect(LaunchOptions.usage.contains("[--line | --json]"))
    }

    @Test(arguments: [1, 10, 600])
    func acceptsASyncTimeoutFrom1To600Seconds(seconds: Int) throws {
        #expect(try LaunchOptions(arguments: ["--sync-timeout", String(seconds)]).syncTimeout == Double(seconds))
    }

    @Test func withoutTheFlagTheFeedKeepsItsOwnTimeout() throws {
        #expect(try LaunchOptions(arguments: []).syncTimeout == nil)
    }

    /// Beyond the bound the deadline's clock would overflow, or the sync look hung.
    @Test(arguments: ["0", "601", "-1", "1.5", "ten", "99999999999999999999", " 5", ""])
    func refusesAnyOtherSyncTimeoutWithOneLine(text: String) {
        #expect(throws: LaunchError(description: "--sync-timeout needs a number of seconds from 1 to 600")) {
            try LaunchOptions(arguments: ["--sync-timeout", text])
        }
    }

    @Test(arguments: ["file:///tmp/feed.json", "http://127.0.0.1:8080/feed", "HTTPS://example.com/feed"])
    func acceptsAFileOrWebFeedURL(text: String) throws {
        #expect(try LaunchOptions(arguments: ["--remote", text]).remote == URL(string: text))
    }

    /// Each was refused only once the feed was built, without the usage.
    @Test(arguments: ["ftp://x/", "javascript:alert(1)", "data:,{}", "feed.json", "mailto:a@b.c"])
    func refusesAFeedURLOfAnyOtherKindWithOneLine(text: String) {
        let line = "--remote needs a file://, http:// or https:// URL such as file:///tmp/feed.json, not '\(text)'"
        #expect(throws: LaunchError(description: line)) {
            try LaunchOptions(arguments: ["--remote", text])
        }
    }
}
