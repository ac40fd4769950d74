import Dispatch
import Foundation
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
    private static let enterScreen = "\u{1B}[?1049h\u{1B}[?25l"

    /// Takes the terminal over; nil when its settings cannot be read.
    init?() {
        guard TerminalSignals.saved != nil else { return nil }
        TerminalSignals.install()
        enter()
    }

    /// The size in cells, or 80×24 when the terminal will not say.
    static var size: (width: Int, height: Int) {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return (80, 24)
        }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Ctrl-Z: the terminal as it was, the App stopped as the shell's own
    /// Ctrl-Z would stop it, and full screen again once `fg` continues it.
    func suspend() async {
        TerminalSignals.restore()
        // The main actor runs on one of libdispatch's threads, which block
        // SIGTSTP. Unblocked here and raised at this thread, the stop takes
        // it before `raise` returns, so raw mode cannot come back early.
        var stop = sigset_t()
        var previous = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stop, &previous)
        raise(SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        enter()
    }

    /// Gives the terminal back for good, at the end of the session.
    func end() {
        TerminalSignals.restore()
        TerminalSignals.uninstall()
    }

    private func enter() {
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
}
