import Interface

/// A full-screen shell run over scripted features to the end of its input,
/// on a recorded screen, for the shell's tests.
@MainActor
enum FullScreenSession {
    /// Runs a shell over `features` with the keys in `typed`, each read and
    /// then a pause, as a person types, and then the end of input.
    static func run(
        _ flows: [ScriptedFlow], typing typed: [String], rows: [Int] = [], width: Int = 30, height: Int = 8
    ) async -> RecordingScreenOutput {
        let groups = typed.map { [ScreenEvent.input(Array($0.utf8)), .paused] }
        return await run(flows, input: ScriptedInput(groups), rows: rows, height: height, size: { (width, height) })
    }

    /// Runs a shell over `features` with `input`, and then the end of input,
    /// on a recorded screen of `height` rows.
    static func run(
        _ flows: [ScriptedFlow], input: ScriptedInput, rows: [Int] = [], height: Int = 8,
        size: @escaping () -> (Int, Int)
    ) async -> RecordingScreenOutput {
        let screen = RecordingScreenOutput(rows: height)
        for flow in flows { flow.window.selectableNumbers = rows }
        let shell = FullScreenShell(
            features: flows.enumerated().map { $1.feature(named: "f\($0 + 1)") }, output: screen, size: size)
        input.finish()
        await shell.run(input)
        return screen
    }
}
