import Interface
import ScreenReplay

/// Records what the full-screen shell writes, and the screen after each write.
final class RecordingScreenOutput: ScreenOutput {
    private(set) var writes: [String] = []
    private(set) var screens: [ScreenReplay] = []
    private(set) var suspensions = 0
    private var replay: ScreenReplay

    init(rows: Int) {
        replay = ScreenReplay(rows: rows)
    }

    /// The screen as it stands after the last write.
    var screen: String { replay.text }

    func write(_ text: String) {
        writes.append(text)
        replay.apply(Array(text.utf8))
        screens.append(replay)
    }

    func suspend() async { suspensions += 1 }
}
