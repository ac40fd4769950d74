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
/// `signal`, `raise`), and reads only `saved`, set once before any handler is.
nonisolated enum TerminalSignals {
    /// The terminal's settings as the App found them, read on first use, which
    /// `TerminalSession.enter()` makes before it changes anything.
    static let saved: termios? = {
        var settings = termios()
        return tcgetattr(STDIN_FILENO, &settings) == 0 ? settings : nil
    }()

    /// Shows the cursor and leaves the alternate screen; the normal screen
    /// comes back as it was before the App started.
    static let reset: StaticString = "\u{1B}[?25h\u{1B}[?1049l"

    /// Ends the process when they arrive: restored, then re-raised.
    static let ending = [SIGTERM, SIGHUP, SIGQUIT]
    /// What a crash raises: `fatalError` and a failed precondition trap, a bad pointer faults.
    static let crashes = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    /// Puts the terminal back as it was found; safe inside a signal handler.
    static func restore() {
        _ = write(STDOUT_FILENO, reset.utf8Start, reset.utf8CodeUnitCount)
        guard var settings = saved else { return }
        _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &settings)
    }

    /// Installs the handlers. A signal the App was started with ignored, as
    /// `nohup` does for SIGHUP, stays ignored.
    static func install() {
        for number in ending + crashes {
            let previous = signal(number, restoreAndRaise)
            if isIgnore(previous) { _ = signal(number, SIG_IGN) }
        }
    }

    /// Back to what each signal does by default, once the terminal is restored normally.
    static func uninstall() {
        for number in ending + crashes {
            let previous = signal(number, SIG_DFL)
            if isIgnore(previous) { _ = signal(number, SIG_IGN) }
        }
    }

    /// Whether a handler `signal` returned is SIG_IGN; C function pointers are
    /// not Equatable in Swift, so their bits are compared.
    private static func isIgnore<Handler>(_ handler: Handler) -> Bool {
        let ignore: Handler = unsafeBitCast(SIG_IGN, to: Handler.self)
        return withUnsafeBytes(of: handler) { one in withUnsafeBytes(of: ignore) { one.elementsEqual($0) } }
    }

    /// The signal is blocked while its handler runs, so the raise takes effect
    /// on return, now with the default action. A crash's fault comes again
    /// on return, and ends the process the same way.
    private static let restoreAndRaise: @convention(c) (Int32) -> Void = { number in
        restore()
        _ = signal(number, SIG_DFL)
        _ = raise(number)
    }
}
