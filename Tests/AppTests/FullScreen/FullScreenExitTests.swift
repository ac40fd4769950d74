import Foundation
import ProcessHarness
import ScreenReplay
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every way out of full-screen mode gives the terminal back as it was found:
/// the same `stty -g`, the alternate screen left and the cursor shown, with
/// the exit status the way out calls for.
@Suite struct FullScreenExitTests {
    /// One way out, and the status it ends with: 128 + N for signal N.
    enum Exit: String, CaseIterable, Sendable {
        case q, ctrlC, ctrlD, sigterm, sighup, sigquit, crash

        var status: Int32 {
            switch self {
            case .q, .ctrlC, .ctrlD: 0
            case .sigterm: 128 + SIGTERM
            case .sighup: 128 + SIGHUP
            case .sigquit: 128 + SIGQUIT
            // `fatalError` traps: SIGILL on x86-64 Linux, SIGTRAP on arm64 and Darwin.
            case .crash: -1
            }
        }
    }

    @Test(arguments: Exit.allCases)
    func theTerminalIsAsItWasFound(after exit: Exit) throws {
        #if !DEBUG
            if exit == .crash { return }
        #endif
        let app = try AppProcess.startOnTerminal(
            FullScreenEndToEndTests.demo, environment: exit == .crash ? ["STRATA_CRASH_ON_KEY": "!"] : [:])
        try app.waitForScreen(containing: "q quit")
        #expect(try app.settings() != app.settingsAtStart, "full screen runs in raw mode")
        switch exit {
        case .q: app.press("q")
        case .ctrlC: app.press("\u{03}")
        case .ctrlD: app.press("\u{04}")
        case .sigterm: app.send(SIGTERM)
        case .sighup: app.send(SIGHUP)
        case .sigquit: app.send(SIGQUIT)
        case .crash: app.press("!")
        }
        let ended = try app.waitForExit()
        if exit == .crash {
            #expect([SIGILL, SIGTRAP].contains(ended.signal ?? 0), "status \(ended.status)")
        } else {
            #expect(ended.status == exit.status)
        }
        try Self.expectGivenBack(app)
    }

    /// Ctrl-Z under a shell with job control: the terminal is the shell's
    /// while the App is stopped, and full screen comes back on `fg`.
    @Test func ctrlZGivesTheTerminalBackUntilFg() throws {
        let app = try AppProcess.startOnTerminal(
            FullScreenEndToEndTests.demo, shell: #"set -m; "$0" "$@"; echo "stopped with <$(stty -g)> so"; fg"#)
        try app.waitForScreen(containing: "q quit")
        app.press("\u{1A}")
        let written = try app.waitForOutput(containing: "> so")
        // What `fg` brings comes after the shell's line, however soon it came.
        let resumed = written.utf8.count - (written.components(separatedBy: "> so").last ?? "").utf8.count
        let whileStopped = written.components(separatedBy: "stopped with <").last?.components(separatedBy: ">").first
        #expect(whileStopped == app.settingsAtStart)
        let again = try app.waitForScreen(containing: "q quit", after: resumed)
        #expect(again.isAlternate && again.text.hasPrefix("Inbox"))
        #expect(try app.settings() != app.settingsAtStart, "raw mode again after fg")
        app.press("q")
        #expect(try app.waitForExit().status == 0)
        try Self.expectGivenBack(app)
    }

    /// A terminal closed under the App, with SIGHUP ignored as `nohup` does:
    /// the read fails, and the session ends as if `q` were pressed.
    @Test func aTerminalThatGoesAwayEndsTheSessionCleanly() throws {
        let app = try AppProcess.startOnTerminal(
            FullScreenEndToEndTests.demo, shell: #"trap "" HUP; exec "$0" "$@""#)
        try app.waitForScreen(containing: "q quit")
        app.hangUp()
        #expect(try app.waitForExit().status == 0)
    }

    private static func expectGivenBack(_ app: TerminalProcess) throws {
        #expect(try app.settings() == app.settingsAtStart)
        // The App has ended, but the harness may not have read its last bytes yet. A session
        // that was suspended left the screen once before, so wait for a leave after the last enter.
        let enter = Data("\u{1B}[?1049h".utf8)
        let leave = Data("\u{1B}[?25h\u{1B}[?1049l".utf8)
        try app.waitForWritten("the terminal given back") { written in
            guard let left = written.range(of: leave, options: .backwards) else { return false }
            return (written.range(of: enter, options: .backwards)?.lowerBound ?? 0) < left.lowerBound
        }
        let screen = app.replay(app.written)
        #expect(!screen.isAlternate && !screen.isCursorHidden && !screen.isBracketingPaste)
    }
}
