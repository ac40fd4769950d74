import Application

/// The read loop of the App: it routes each typed line to the shell's own
/// commands (`help`, `quit`, a feature's name) or to the feature on screen,
/// and draws that feature's window. It names no feature.
///
/// It runs on the main actor with everything it drives. A frame is drawn after
/// each command, once the command's effects are in; and when a feature's
/// background work has changed its screen and settled, so a sync's result
/// shows without a key being pressed, and a frame is never drawn half way
/// through a command.
public final class Shell {
    /// What the end of input means.
    public enum EndOfInput: Sendable {
        /// A script ran out: wait for work under way, so the last frame shows its result.
        case waitsForWork
        /// A person left: cancel work under way, as `quit` does.
        case cancelsWork
    }

    private let features: [Feature]
    private let output: any ShellOutput
    private let width: () -> Int
    private let endOfInput: EndOfInput
    /// The feature on screen; none only in an App that has no features yet.
    private var active: Int?
    /// The features shown so far: the ones with work to finish or stop at the end.
    private var shown: Set<Int> = []
    private var lastFrame: [String] = []
    private var isHandling = false

    /// The first feature is the one on screen at launch.
    public init(features: [Feature], output: any ShellOutput, endOfInput: EndOfInput, width: @escaping () -> Int) {
        self.features = features
        self.output = output
        self.endOfInput = endOfInput
        self.width = width
        active = features.indices.first
    }

    /// Runs until `quit` or the end of `lines`.
    public func run(_ lines: AsyncStream<InputLine>) async {
        if let active { await show(active, cause: .launch) }
        await withDiscardingTaskGroup { group in
            for index in features.indices {
                group.addTask { await self.follow(index) }
            }
            var quit = false
            for await input in lines {
                guard await handle(input) else {
                    quit = true
                    break
                }
            }
            isHandling = true
            for index in shown.sorted() {
                if quit || endOfInput == .cancelsWork {
                    await features[index].stop()
                } else {
                    await features[index].finish()
                }
            }
            redrawIfChanged()
            group.cancelAll()
        }
    }

    /// Handles one line of input; false when the session should end.
    private func handle(_ input: InputLine) async -> Bool {
        switch input {
        case .text(let line):
            return await handle(line)
        case .tooLong(let limit):
            report(.tooLong(limit: limit))
            return true
        }
    }

    /// Handles one typed line; false when the session should end.
    private func handle(_ line: String) async -> Bool {
        isHandling = true
        defer { isHandling = false }
        let words = line.split(whereSeparator: \.isWhitespace)
        let word = words.first?.lowercased() ?? ""
        let target = features.firstIndex { $0.name == word }
        guard word.isEmpty || !(["help", "quit", "exit"].contains(word) || target != nil) || words.count == 1 else {
            report(.usage("\(word) takes nothing after it"))
            return true
        }
        switch word {
        case "": report(.empty)
        case "help": output.show(ShellHelp(features: features, active: active), width: width())
        case "quit", "exit": return false
        default:
            if let target {
                await show(target, cause: .command)
            } else if let active {
                if let refusal = await features[active].handle(line) {
                    output.report(refusal, cause: .command)
                } else {
                    draw(cause: .command)
                }
            } else {
                report(.unknown(word))
            }
        }
        return true
    }

    /// A typed line that is no command, answered as a command's refusal is.
    private func report(_ error: CommandError) {
        output.report(CommandRefusal(error), cause: .command)
    }

    private func follow(_ index: Int) async {
        for await _ in features[index].updates { backgroundWorkChanged(index) }
    }

    /// Puts a feature on screen as its store has it now. A store that has
    /// gone away costs one line, as a command does, and leaves the screen as
    /// it was: a refused switch is no switch.
    private func show(_ index: Int, cause: FrameCause) async {
        shown.insert(index)
        if let refusal = await features[index].show() {
            output.report(refusal, cause: cause)
        } else {
            active = index
            draw(cause: cause)
        }
    }

    /// Background work never draws in the middle of a command, nor before it
    /// has settled, so a frame never shows half of a change.
    private func backgroundWorkChanged(_ index: Int) {
        guard index == active, !isHandling, features[index].isSettled() else { return }
        redrawIfChanged()
    }

    private func draw(cause: FrameCause) {
        guard let active else { return }
        lastFrame = features[active].window.frame(width: width())
        output.draw(lastFrame, cause: cause)
    }

    /// Draws again when background work changed the frame: an update, not an answer to a command.
    private func redrawIfChanged() {
        guard let active, features[active].window.frame(width: width()) != lastFrame else { return }
        draw(cause: .update)
    }
}
