import Foundation
import Interface
import ProcessHarness
import ScreenReplay
import Testing

/// The App full screen on a pseudo-terminal, as a person runs it: golden
/// screens for each kind of screen, and the keys that lead to them.
@Suite struct FullScreenEndToEndTests {
    static let demo = ["--in-memory", "--demo", "--now", "2026-03-10T10:00:00Z"]
    static let rule = String(repeating: "─", count: 80)
    static let list = """
        Inbox                                                                   1–4 of 4
        \(rule)
        >  1 Alex Morgan (1)                                                     9:00 AM
             Attachment: 1 Image
           2 Sam Lee, Noor Haddad (1)                                          Yesterday
             Thanks, reading them now.
           3 Chloé Dubois                                                       Saturday
             Attachment: 3 Images
           4 Sam Lee                                                           2/26/2026
             Sent, check your mail.
        """

    /// Rows of nothing, for the gap between a short body and the bottom rule.
    static func blank(_ count: Int) -> String { String(repeating: "\n", count: count) }

    static let statusRows = "\(rule)\nPress ? for keys.\n[1 inbox]  2 contacts  ? keys  q quit"

    /// The screen as text, its status row drawn again with the two features
    /// this template ships, the one in brackets active, so a fork's own
    /// features (which add tabs, or shorten the others to their numbers) and
    /// `make rename`, which renames the first, change no golden.
    static func text(of screen: ScreenReplay) -> String {
        var rows = screen.text.components(separatedBy: "\n")
        let keys = "? keys  q quit"
        if let status = rows.last, status.hasSuffix(keys) {
            let active = status.drop { $0 != "[" }.dropFirst().prefix { $0.isNumber }
            let tabs = [("1", "inbox"), ("2", "contacts")].map { number, name in
                number == active ? "[\(number) \(name)]" : "\(number) \(name)"
            }
            rows[rows.count - 1] = (tabs + [keys]).joined(separator: "  ")
        }
        return rows.joined(separator: "\n")
    }

    @Test func theListFillsTheScreenWithTheCursorOnTheFirstRow() throws {
        let app = try AppProcess.startOnTerminal(Self.demo)
        let screen = try app.waitForScreen(containing: "q quit")
        #expect(Self.text(of: screen) == Self.list + Self.blank(12) + Self.statusRows)
        #expect(screen.isAlternate && screen.isCursorHidden)
        app.press("q")
        #expect(try app.waitForExit().status == 0)
    }

    @Test func arrowsMoveTheCursorAndEnterOpensTheConversationUnderIt() throws {
        let app = try AppProcess.startOnTerminal(Self.demo)
        try app.waitForScreen(containing: "q quit")
        app.press("\u{1B}[B")
        app.press("j")
        app.press("\u{1B}[A")
        app.press("\r")
        let open = try app.waitForScreen(containing: "release notes")
        #expect(
            Self.text(of: open) == """
                Inbox                                                                   1–4 of 4
                \(Self.rule)
                Sam Lee, Noor Haddad                                                    1 unread
                \(Self.rule)
                — Noor Haddad joined · Yesterday —
                Noor Haddad                                                            Yesterday
                  Hi all, the release notes are ready for review.
                Sam Lee                                                                Yesterday
                  Thanks, reading them now.
                """ + Self.blank(13) + Self.statusRows)
        app.press("\u{1B}")
        try app.waitForScreen(containing: ">  2 Sam Lee")
        app.press("q")
        #expect(try app.waitForExit().status == 0)
    }

    @Test func composeSendsFromTheStatusRowAndTheSearchFiltersTheList() throws {
        let app = try AppProcess.startOnTerminal(Self.demo)
        try app.waitForScreen(containing: "q quit")
        app.press("\r")
        app.press("c")
        app.press("see you there")
        let composing = try app.waitForScreen(containing: "send: see you there_")
        #expect(composing.rows.last == "send: see you there_")
        app.press("\r")
        try app.waitForScreen(containing: "  see you there")
        app.press("\u{1B}")
        app.press("/")
        app.press("sam")
        app.press("\r")
        let found = try app.waitForScreen(containing: "Search: sam")
        #expect(
            Self.text(of: found) == """
                Search: sam                                                             1–2 of 2
                \(Self.rule)
                >  1 Sam Lee, Noor Haddad (1)                                          Yesterday
                     Thanks, reading them now.
                   2 Sam Lee                                                           2/26/2026
                     Sent, check your mail.
                """ + Self.blank(16) + Self.statusRows)
        app.press("/")
        app.press("\u{1B}")
        try app.waitForScreen(containing: "1–4 of 4")
        app.press("q")
        #expect(try app.waitForExit().status == 0)
    }

    @Test func helpListsTheFeaturesKeysThenTheShells() throws {
        let app = try AppProcess.startOnTerminal(Self.demo)
        try app.waitForScreen(containing: "q quit")
        app.press("?")
        let help = try app.waitForScreen(containing: "any other key closes")
        #expect(
            help.text.components(separatedBy: "\n").dropFirst().joined(separator: "\n") == """
                  Enter      open the conversation under the cursor
                  Esc ←      back to the list
                  PgDn       next page
                  PgUp       previous page
                  /          search; Enter applies, Esc clears
                  c          compose in the open conversation; Enter sends, Esc cancels
                  d          delete the open conversation
                  r          mark the open conversation as read
                  s          fetch new messages from the remote feed
                  R          try a failed sync again
                Everywhere:
                  ↑ ↓  k j   move the cursor
                  Home End   first or last row
                  Tab  1–9   next feature, or feature N
                  ?          show or hide these keys
                  q  Ctrl-C  quit
                  Ctrl-Z     suspend; fg resumes
                """ + Self.blank(6) + "q quits; any other key closes this help")
        app.press("x")
        app.press("q")
        #expect(try app.waitForExit().status == 0)
    }

    /// Contacts has the shape `make feature` writes, so this is a generated
    /// feature's full screen: `a` opens its form, whose first row is the name.
    @Test func aGeneratedFeatureAddsShowsAndDeletesByKey() throws {
        let app = try AppProcess.startOnTerminal(Self.demo)
        try app.waitForScreen(containing: "q quit")
        app.press("\t")
        app.press("a")
        app.press("Ada Lovelace")
        app.press("\r")
        app.press("a")
        app.press("Grace Hopper")
        app.press("\r")
        let list = try app.waitForScreen(containing: ">  1  Grace Hopper")
        #expect(
            Self.text(of: list) == """
                Contacts                                                                1–2 of 2
                      name                                       email  phone  birthday
                >  1  Grace Hopper                               —      —      —        just now
                   2  Ada Lovelace                               —      —      —        just now
                """ + Self.blank(20) + "1 inbox  [2 contacts]  ? keys  q quit")
        app.press("j")
        app.press("d")
        try app.waitForScreen(containing: "delete this one? (y/n)")
        app.press("y")
        try app.waitForScreen(containing: "1–1 of 1")
        app.press("\r")
        let shown = try app.waitForScreen(containing: "Contact 1")
        #expect(shown.text.contains("Grace Hopper") && !shown.text.contains("Ada Lovelace"))
        app.press("q")
        #expect(try app.waitForExit().status == 0)
    }

    @Test func aResizedTerminalGetsAWholeFrameThatFits() throws {
        let app = try AppProcess.startOnTerminal(Self.demo)
        try app.waitForScreen(containing: "q quit")
        let before = app.written.count
        app.resize(columns: 40, rows: 8)
        // The last row lists the features, which a fork adds to, so it is held only to the width.
        let narrow = try app.waitForScreen(containing: String(repeating: "─", count: 40), after: before)
        #expect(
            narrow.text.components(separatedBy: "\n").dropLast().joined(separator: "\n") == """
                Inbox                           1–4 of 4
                \(String(repeating: "─", count: 40))
                >  1 Alex Morgan (1)             9:00 AM
                     Attachment: 1 Image
                   2 Sam Lee, Noor Haddad (1)  Yesterday
                \(String(repeating: "─", count: 40))
                Press ? for keys.
                """)
        #expect(narrow.rows.count == 24 && narrow.rows[7].count <= 40 && narrow.rows[8...].allSatisfy(\.isEmpty))
        app.press("q")
        #expect(try app.waitForExit().status == 0)
    }

    /// Text from a feed is a stranger's: its escape sequences and control bytes show as symbols.
    @Test func untrustedTextNeverReachesTheTerminalRaw() throws {
        let feed = try Feeds.write(Feeds.hostile)
        defer { try? FileManager.default.removeItem(at: feed) }
        let app = try AppProcess.startOnTerminal([
            "--in-memory", "--remote", feed.absoluteString, "--now", "2026-03-10T10:00:00Z",
        ])
        try app.waitForScreen(containing: "q quit")
        app.press("s")
        try app.waitForScreen(containing: "Mallory")
        app.press("\r")
        let open = try app.waitForScreen(containing: "gotcha")
        #expect(open.text.contains("␛[2J␛[31mgotcha ⟨U+202E⟩txt.exe␇ ⟨U+9B⟩"))
        app.press("q")
        #expect(try app.waitForExit().status == 0)
        try app.waitForOutput(containing: "\u{1B}[?1049l")
        #expect(app.replay(app.written).strays == [])
    }

    /// The default store, kept between runs: what was sent full screen is there in line mode.
    @Test func aMessageSentFullScreenIsThereInLineModeAfterARestart() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("home-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["HOME": home.path, "XDG_DATA_HOME": home.path]
        let app = try AppProcess.startOnTerminal(
            ["--demo", "--now", "2026-03-10T10:00:00Z"], environment: environment)
        try app.waitForScreen(containing: "q quit")
        app.press("\r")
        app.press("c")
        app.press("sent from full screen")
        app.press("\r")
        try app.waitForScreen(containing: "  sent from full screen")
        app.press("q")
        #expect(try app.waitForExit().status == 0)
        let line = try AppProcess.run(["--now", "2026-03-10T10:00:00Z"], input: "open 1\n", environment: environment)
        #expect(line.status == 0)
        #expect(line.output.contains("  sent from full screen"))
    }
}
