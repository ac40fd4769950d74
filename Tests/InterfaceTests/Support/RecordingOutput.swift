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
    let frames: AsyncStream<[String]>
    private let drawn: AsyncStream<[String]>.Continuation

    init() {
        (frames, drawn) = AsyncStream.makeStream(of: [String].self)
    }

    func draw(_ frame: [String]) {
        events.append(.frame(frame))
        drawn.yield(frame)
    }

    func show(_ lines: [String]) { events.append(.message(lines)) }
    func report(_ error: String) { events.append(.error(error)) }
}
