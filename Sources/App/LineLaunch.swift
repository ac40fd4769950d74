import Foundation
import Interface

/// Runs the App's features with commands one a line, in the line view or the
/// JSON view: the one place both `main.swift` and a fork's minimal one start them.
enum LineLaunch {
    /// The view `options` ask for where this session runs: JSON with
    /// `--json`, full screen where a person is at a terminal, else lines.
    static func view(for options: LaunchOptions) -> ShellView {
        if options.isJSON { return .json }
        return FullScreenLaunch.isWanted(lineMode: options.isLineMode) ? .fullScreen : .line
    }

    /// Runs `features` until `quit` or the end of input. `width`, from
    /// `--width`, overrides the terminal's; JSON has none.
    static func run(_ features: [Feature], view: ShellView, width: Int?) async {
        let interactive = TerminalDevice.inputIsTerminal
        // JSON is for programs: one line per answer, with no prompt and no terminal codes, even on a terminal.
        let output: any ShellOutput =
            view == .json
            ? JSONOutput { FileHandle.standardOutput.write(Data($0.utf8)) } : TerminalOutput(interactive: interactive)
        let shell = Shell(features: features, output: output, endOfInput: interactive ? .cancelsWork : .waitsForWork) {
            // Read for every frame, so a resized terminal gets frames that fit.
            width ?? TerminalDevice.columns.map { max($0, LaunchOptions.minimumWidth) } ?? 80
        }
        await shell.run(InputLines.standardInput())
    }
}
