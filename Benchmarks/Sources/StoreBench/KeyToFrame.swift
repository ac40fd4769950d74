import Application
import BenchKit
import Domain
import Foundation
import Interface

/// The Inbox full screen on a store, driven one key at a time through the
/// same `FullScreenShell`, flow and window the App runs, with the frames
/// caught here instead of a terminal: how long each key takes to reach its
/// frame, and how many bytes a frame takes.
@MainActor
final class KeyToFrame: ScreenOutput {
    /// The keys timed, in turn: the cursor, the pages, open and back. Each draws a frame.
    static let keys = ["j", "k", "\u{1B}[6~", "\u{1B}[5~", "\r", "\u{1B}"]

    private(set) var writes: [Int] = []
    private var unseen = 0
    private var waiting: CheckedContinuation<Void, Never>?
    private let input: AsyncStream<[ScreenEvent]>.Continuation
    private var running: Task<Void, Never>?

    /// Starts the shell on `store`, 80 × 24 cells with styles on, as a terminal shows it.
    init(store: any ConversationStore) async {
        let timestamps = TimestampFormatter(
            now: { Date(timeIntervalSince1970: 1_700_600_000) }, calendar: Calendar(identifier: .gregorian),
            locale: Locale(identifier: "en_US"))
        let window = InboxFullScreenWindow(style: TextStyle(isEnabled: true))
        let flow = InboxFlow(
            service: InboxService(store: store, feed: nil, now: { Date(timeIntervalSince1970: 2_100_000_000) }),
            presenter: InboxPresenter(presentation: InboxPresentation(timestamps: timestamps), display: window))
        let (events, input) = AsyncStream.makeStream(of: [ScreenEvent].self)
        self.input = input
        let shell = FullScreenShell(features: [.inbox(flow: flow, window: window)], output: self) { (80, 24) }
        running = Task { await shell.run(KeyInput(events)) }
        await nextFrame()
    }

    func write(_ text: String) {
        writes.append(text.utf8.count)
        if let waiting {
            self.waiting = nil
            waiting.resume()
        } else {
            unseen += 1
        }
    }

    func suspend() async {}

    /// Presses `key` and waits for the frame it draws; returns the milliseconds between.
    func press(_ key: String) async -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        // A key, then the pause a person leaves: a lone Esc is a key only once input pauses.
        input.yield([.input(Array(key.utf8)), .paused])
        await nextFrame()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    }

    /// Ends the shell, as `q` would.
    func quit() async {
        input.finish()
        await running?.value
    }

    /// Times `runs` keys in turn on `store`, and first the bytes one move of
    /// the cursor writes.
    static func measure(on store: any ConversationStore, runs: Int) async -> (keys: Measure, bytesPerMove: Double) {
        let screen = await KeyToFrame(store: store)
        _ = await screen.press("j")
        let bytes = Double(screen.writes.last ?? 0)
        _ = await screen.press("k")
        var samples: [Double] = []
        for run in 0..<runs { samples.append(await screen.press(keys[run % keys.count])) }
        await screen.quit()
        return (Measure(samples), bytes)
    }

    private func nextFrame() async {
        if unseen > 0 {
            unseen -= 1
            return
        }
        await withCheckedContinuation { waiting = $0 }
    }
}
