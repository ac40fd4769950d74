import Interface

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal in full-screen mode: raw input, the alternate screen, the
/// cursor hidden, and every way out putting it back as it was found.
///
/// Raw input turns Ctrl-C and Ctrl-Z into bytes the shell reads, so they
/// end or suspend the App through the same code as `q`. Signals from outside
/// and crashes restore the terminal in `TerminalSignals`' handlers.
final class TerminalSession: ScreenOutput {
    /// The alternate screen, the cursor hidden, and pastes bracketed.
    private static let enterScreen = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h"
    private let previousHandlers: [Int32: TerminalSignals.Handler?]

    /// Whether the terminal's settings can be read, and so put back; checked
    /// before the features are built for full screen.
    static var isAvailable: Bool { TerminalSignals.saved != nil }

    /// Takes the terminal over, once the App is in the foreground.
    init() {
        previousHandlers = TerminalSignals.install()
        enter()
    }

    /// Writes all of `text`, or stops at the first error: a terminal that
    /// has gone away fails every write, and its read then ends the session.
    func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { systemWrite(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            bytes = bytes.dropFirst(count)
        }
    }

    /// Ctrl-Z: the terminal as it was, the App stopped as the shell's own
    /// Ctrl-Z would stop it, and full screen again once `fg` continues it.
    func suspend() async {
        TerminalSignals.restore()
        stop(with: SIGTSTP)
        enter()
    }

    /// Gives the terminal back for good, at the end of the session.
    func end() {
        TerminalSignals.restore()
        TerminalSignals.uninstall(previousHandlers)
    }

    private func enter() {
        // Continued by `bg`, or started with `&`: wait to be in the foreground,
        // as a read there would be stopped, rather than draw over the shell.
        // A few tries: a stop that the kernel discards returns at once.
        for _ in 0..<3 {
            let foreground = tcgetpgrp(STDIN_FILENO)
            guard foreground >= 0, foreground != getpgrp() else { break }
            stop(with: SIGTTOU)
        }
        guard var raw = TerminalSignals.saved else { return }
        // As cfmakeraw, which Darwin and glibc both have but spell differently.
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag = (raw.c_cflag & ~tcflag_t(CSIZE | PARENB)) | tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &raw)
        write(Self.enterScreen)
    }

    /// Stops the App with `signal`'s default action until it is continued.
    /// The main actor runs on one of libdispatch's threads, which block the
    /// stop signals; unblocked here and raised at this thread, the stop takes
    /// it before `raise` returns, so nothing runs on while the App stops.
    private func stop(with signal: Int32) {
        var stop = sigset_t()
        var previous = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, signal)
        pthread_sigmask(SIG_UNBLOCK, &stop, &previous)
        raise(signal)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
}

/// The system's `write`, which `TerminalSession.write(_:)` shadows.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
