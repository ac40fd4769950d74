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
        let inbox = try AppProcess.startOnTerminal(
            FullScreenEndToEndTests.demo, environment: exit == .crash ? ["STRATA_CRASH_ON_KEY": "!"] : [:])
        try inbox.waitForScreen(containing: "q quit")
        #expect(try inbox.settings() != inbox.settingsAtStart, "full screen runs in raw mode")
        switch exit {
        case .q: inbox.press("q")
        case .ctrlC: inbox.press("\u{03}")
        case .ctrlD: inbox.press("\u{04}")
        case .sigterm: inbox.send(SIGTERM)
        case .sighup: inbox.send(SIGHUP)
        case .sigquit: inbox.send(SIGQUIT)
        case .crash: inbox.press("!")
        }
        let ended = try inbox.waitForExit()
        if exit == .crash {
            #expect([SIGILL, SIGTRAP].contains(ended.signal ?? 0), "status \(ended.status)")
        } else {
            #expect(ended.status == exit.status)
        }
        try Self.expectGivenBack(inbox)
    }

    /// Ctrl-Z under a shell with job control: the terminal is the shell's
    /// while the App is stopped, and full screen comes back on `fg`.
    @Test func ctrlZGivesTheTerminalBackUntilFg() throws {
        let inbox = try AppProcess.startOnTerminal(
            FullScreenEndToEndTests.demo, shell: #"set -m; "$0" "$@"; echo "stopped with <$(stty -g)> so"; fg"#)
        try inbox.waitForScreen(containing: "q quit")
        inbox.press("\u{1A}")
        let written = try inbox.waitForOutput(containing: "> so")
        // What `fg` brings comes after the shell's line, however soon it came.
        let resumed = written.utf8.count - (written.components(separatedBy: "> so").last ?? "").utf8.count
        let whileStopped = written.components(separatedBy: "stopped with <").last?.components(separatedBy: ">").first
        #expect(whileStopped == inbox.settingsAtStart)
        let again = try inbox.waitForScreen(containing: "q quit", after: resumed)
        #expect(again.isAlternate && again.text.hasPrefix("Inbox"))
        #expect(try inbox.settings() != inbox.settingsAtStart, "raw mode again after fg")
        inbox.press("q")
        #expect(try inbox.waitForExit().status == 0)
        try Self.expectGivenBack(inbox)
    }

    /// A terminal closed under the App, with SIGHUP ignored as `nohup` does:
    /// the read fails, and the session ends as if `q` were pressed.
    @Test func aTerminalThatGoesAwayEndsTheSessionCleanly() throws {
        let inbox = try AppProcess.startOnTerminal(
            FullScreenEndToEndTests.demo, shell: #"trap "" HUP; exec "$0" "$@""#)
        try inbox.waitForScreen(containing: "q quit")
        inbox.hangUp()
        #expect(try inbox.waitForExit().status == 0)
    }

    private static func expectGivenBack(_ inbox: TerminalProcess) throws {
        #expect(try inbox.settings() == inbox.settingsAtStart)
        // The App has ended, but the harness may not have read its last bytes yet. A session
        // that was suspended left the screen once before, so wait for a leave after the last enter.
        let enter = Data("\u{1B}[?1049h".utf8)
        let leave = Data("\u{1B}[?25h\u{1B}[?1049l".utf8)
        try inbox.waitForWritten("the terminal given back") { written in
            guard let left = written.range(of: leave, options: .backwards) else { return false }
            return (written.range(of: enter, options: .backwards)?.lowerBound ?? 0) < left.lowerBound
        }
        let screen = inbox.replay(inbox.written)
        #expect(!screen.isAlternate && !screen.isCursorHidden && !screen.isBracketingPaste)
    }
}
