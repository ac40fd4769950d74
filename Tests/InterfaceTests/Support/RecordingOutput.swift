import Interface

/// Records what the shell draws, shows and reports, in order, and lets a test
/// wait for the next thing it draws.
final class RecordingOutput: ShellOutput {
    enum Event: Equatable {
        case frame([String])
        case message([String])
        case error(String)
    }

    private(set) var events: [Event] = []
    /// Why each frame was drawn and each refusal reported, in order.
    private(set) var causes: [FrameCause] = []
    let frames: AsyncStream<[String]>
    private let drawn: AsyncStream<[String]>.Continuation

    init() {
        (frames, drawn) = AsyncStream.makeStream(of: [String].self)
    }

    func draw(_ frame: [String], cause: FrameCause) {
        causes.append(cause)
        events.append(.frame(frame))
        drawn.yield(frame)
    }

    func show(_ help: ShellHelp, width: Int) { events.append(.message(help.lines(width: width))) }
    func report(_ refusal: CommandRefusal, cause: FrameCause) {
        events.append(.error(refusal.line))
        causes.append(cause)
    }
}
