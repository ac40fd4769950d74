import Foundation
import Interface

/// Chooses the view a session runs and starts the views that read commands
/// one a line, text and JSON: the one place both `main.swift` and a fork's
/// minimal one do; `FullScreenLaunch` starts the other.
enum ShellLaunch {
    /// The view `options` ask for where this session runs: JSON with
    /// `--json`, full screen where a person is at a terminal, else lines.
    static func view(for options: LaunchOptions) -> ShellView {
        if options.isJSON { return .json }
        return FullScreenLaunch.isWanted(lineMode: options.isLineMode) ? .fullScreen : .line
    }

    /// The width a frame may take: `--width`, else the terminal's, else 80.
    static func width(_ chosen: Int?) -> Int {
        chosen ?? TerminalDevice.columns.map { max($0, LaunchOptions.minimumWidth) } ?? 80
    }

    /// Runs `features` in the line or JSON `view` until `quit` or the end of
    /// input; `width`, from `--width`, overrides the terminal's.
    static func run(_ features: [Feature], view: ShellView, width: Int?) async {
        let interactive = TerminalDevice.inputIsTerminal
        // JSON is for programs: one line per answer, with no prompt and no terminal codes, even on a terminal.
        let output: any ShellOutput =
            view == .json
            ? JSONOutput(
                write: { FileHandle.standardOutput.write(Data($0.utf8)) },
                writeError: { FileHandle.standardError.write(Data($0.utf8)) })
            : TerminalOutput(interactive: interactive)
        // Read for every frame, so a resized terminal gets frames that fit.
        let shell = Shell(features: features, output: output, endOfInput: interactive ? .cancelsWork : .waitsForWork) {
            Self.width(width)
        }
        await shell.run(InputLines.standardInput())
    }
}
