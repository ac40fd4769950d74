import Foundation
import Interface

/// The shell's output on the process's stdout and stderr.
///
/// Interactive sessions redraw in place and prompt after everything they
/// print; scripted ones print each frame once, with a blank line between
/// frames and no terminal codes, so a script can read them.
///
/// Everything goes out with one unbuffered write through `FileHandle`, never
/// C's stdio: a frame reaches a pipe at once, and nothing here waits on the
/// stdio lock that stdin's reader holds while it waits for a line (`fflush(nil)`
/// would, and frames would then lag one line behind the input).
final class TerminalOutput: ShellOutput {
    /// The longest error line, in characters: an error may quote what was
    /// typed, and a line of input may be up to `InputLines.limit` bytes long.
    static let longestError = 200

    private let interactive: Bool

    init(interactive: Bool) {
        self.interactive = interactive
    }

    func draw(_ frame: [String], cause: FrameCause) {
        let clear = interactive ? ScreenDiff.clear : "\n"
        write(clear + frame.joined(separator: "\n") + "\n")
    }

    func show(_ help: ShellHelp, width: Int) {
        write(help.lines(width: width).joined(separator: "\n") + "\n")
    }

    func report(_ refusal: CommandRefusal, cause: FrameCause) {
        FileHandle.standardError.write(Data((Self.errorLine(refusal.line) + "\n").utf8))
        write("")
    }

    /// `error: ` and the error, cut with `…` where it would pass `longestError`.
    static func errorLine(_ error: String) -> String {
        let line = "error: \(error)"
        guard line.count > longestError else { return line }
        return line.prefix(longestError - 1) + "…"
    }

    /// Interactive output ends with the prompt, so the cursor waits after it.
    private func write(_ text: String) {
        FileHandle.standardOutput.write(Data((text + (interactive ? "> " : "")).utf8))
    }
}
