#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What gives the terminal back when the process is ended from outside or
/// crashes in full-screen mode: a handler that restores the settings saved
/// before raw mode and leaves the alternate screen, then lets the signal do
/// what it would have done, so the exit status still says 128 + N.
///
/// A handler may only call what is safe in one (`write`, `tcsetattr`,
/// `signal`, `raise`). It reads `saved`, which `install()` reads first, so
/// the handler never runs its lazy initializer, and a string literal.
nonisolated enum TerminalSignals {
    /// The terminal's settings as the App found them, read on first use, which
    /// `TerminalSession.isAvailable` makes before anything changes them.
    static let saved: termios? = {
        var settings = termios()
        return tcgetattr(STDIN_FILENO, &settings) == 0 ? settings : nil
    }()

    /// Ends the process when they arrive: restored, then re-raised. SIGINT
    /// comes only from outside, since Ctrl-C is a key in raw mode.
    static let ending = [SIGTERM, SIGHUP, SIGQUIT, SIGINT]
    /// What a crash raises: `fatalError` and a failed precondition trap, a bad pointer faults.
    static let crashes = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    /// A signal's handler as `signal` takes and returns it.
    typealias Handler = @convention(c) (Int32) -> Void

    /// Stops bracketing pastes, shows the cursor, leaves the alternate screen, and puts the settings
    /// back as they were found; safe inside a signal handler.
    static func restore() {
        // A literal, not a stored constant, so a handler never initializes one.
        let reset: StaticString = "\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"
        _ = write(STDOUT_FILENO, reset.utf8Start, reset.utf8CodeUnitCount)
        guard var settings = saved else { return }
        _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &settings)
    }

    /// Installs the handlers; returns each signal's handler before, for
    /// `uninstall`. A signal the App was started with ignored, as `nohup`
    /// does for SIGHUP, stays ignored.
    static func install() -> [Int32: Handler?] {
        _ = saved
        var previous: [Int32: Handler?] = [:]
        for number in ending + crashes {
            let before = signal(number, restoreAndRaise)
            previous[number] = before
            if isIgnore(before) { _ = signal(number, SIG_IGN) }
        }
        return previous
    }

    /// Puts back the handlers `install` found, such as the Swift runtime's
    /// backtracer, once the terminal is restored normally.
    static func uninstall(_ previous: [Int32: Handler?]) {
        for (number, handler) in previous { _ = signal(number, handler) }
    }

    /// Whether a handler `signal` returned is SIG_IGN; C function pointers are
    /// not Equatable in Swift, so their bits are compared.
    private static func isIgnore<Value>(_ handler: Value) -> Bool {
        let ignore: Value = unsafeBitCast(SIG_IGN, to: Value.self)
        return withUnsafeBytes(of: handler) { one in withUnsafeBytes(of: ignore) { one.elementsEqual($0) } }
    }

    /// The signal is blocked while its handler runs, so the raise takes effect
    /// on return, now with the default action. A crash's fault comes again
    /// on return, and ends the process the same way.
    private static let restoreAndRaise: Handler = { number in
        restore()
        _ = signal(number, SIG_DFL)
        _ = raise(number)
    }
}
