import Dispatch
import Interface

/// Whether a session runs full screen, and running it: the one place both
/// `main.swift` and a fork's minimal one decide and start the second view.
enum FullScreenLaunch {
    /// Full screen needs a person at a terminal on both ends, whose settings
    /// can be read and so put back, and no `--line`.
    static func isWanted(lineMode: Bool) -> Bool {
        !lineMode && TerminalDevice.inputIsTerminal && TerminalDevice.outputIsTerminal && TerminalSession.isAvailable
    }

    /// Runs `features` full screen until a key quits or the terminal goes
    /// away, then gives the terminal back. `width`, from `--width`, caps the
    /// terminal's own.
    static func run(_ features: [Feature], width: Int?) async {
        let terminal = TerminalSession()
        let shell = FullScreenShell(features: features, output: terminal) {
            let size = TerminalDevice.size ?? (80, 24)
            return (width.map { min($0, size.width) } ?? size.width, size.height)
        }
        let (input, resizes) = ScreenEvents.standardInput()
        await shell.run(input)
        resizes.cancel()
        terminal.end()
    }
}
