import Interface
import ScreenReplay

/// Records what the full-screen shell writes, and the screen after each write.
final class RecordingScreenOutput: ScreenOutput {
    private(set) var writes: [String] = []
    private(set) var screens: [ScreenReplay] = []
    private(set) var suspensions = 0
    private var replay: ScreenReplay
    /// Tests awaiting a screen, each with what it looks for.
    private var awaiting: [(shows: (String) -> Bool, drawn: CheckedContinuation<Void, Never>)] = []

    init(rows: Int) {
        replay = ScreenReplay(rows: rows)
    }

    /// The screen as it stands after the last write.
    var screen: String { replay.text }

    func write(_ text: String) {
        writes.append(text)
        replay.apply(Array(text.utf8))
        screens.append(replay)
        let met = awaiting.filter { $0.shows(screen) }
        awaiting.removeAll { $0.shows(screen) }
        for waiter in met { waiter.drawn.resume() }
    }

    /// Returns once the screen, as the shell has drawn it, passes `shows`: at
    /// once if it does now, otherwise at the write that makes it. The shell's
    /// own write is the signal, so a test never spins waiting for a frame.
    func drawn(_ shows: @escaping (String) -> Bool) async {
        guard !shows(screen) else { return }
        await withCheckedContinuation { awaiting.append((shows, $0)) }
    }

    func suspend() async { suspensions += 1 }
}
