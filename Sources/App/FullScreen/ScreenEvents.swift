import Interface
import Synchronization

/// What the terminal sends in full-screen mode, queued for the shell as it
/// arrives (`ScreenEvents+Reading` reads it): the bytes typed, each change
/// of size, and word that input has stopped for a moment or for longer. The
/// shell takes everything queued at once; the queue ends when the terminal
/// has gone.
final class ScreenEvents: ScreenInput {
    /// In a debug build, the byte that makes the App crash through
    /// `fatalError` when it arrives, so a test can crash it at a point it chose.
    static let crashKeyVariable = "STRATA_CRASH_ON_KEY"

    /// How long input must stop before an unfinished escape sequence is taken
    /// as the keys it was, in milliseconds: far past the gap inside one
    /// sequence a terminal sends, and short enough that Esc feels at once, as
    /// ncurses' `ESCDELAY` and vim's `ttimeoutlen` are often set.
    static let pause: Int32 = 50
    /// How long input must stop before a paste whose end never came is over,
    /// in milliseconds: longer than the gaps a slow link leaves in a paste.
    static let idle: Int32 = 1000
    /// In a debug build, milliseconds that stand in for `idle`, so a test can
    /// make the idle never come and tell a key's own answer from the idle's.
    static let idleVariable = "STRATA_IDLE_MS"

    private struct Queue {
        var events: [ScreenEvent] = []
        var isEnded = false
        var taker: CheckedContinuation<[ScreenEvent], Never>?
    }

    private let queue = Mutex(Queue())

    func next() async -> [ScreenEvent] {
        await withCheckedContinuation { taker in
            queue.withLock { queue in
                precondition(queue.taker == nil, "ScreenEvents has one reader, the shell")
                if queue.events.isEmpty && !queue.isEnded {
                    queue.taker = taker
                } else {
                    taker.resume(returning: queue.events)
                    queue.events = []
                }
            }
        }
    }

    var isWaiting: Bool {
        queue.withLock { !$0.events.isEmpty }
    }

    /// Queues `event`, or hands it to the shell if it waits; nothing once the terminal has gone.
    func send(_ event: ScreenEvent) {
        queue.withLock { queue in
            guard !queue.isEnded else { return }
            if let taker = queue.taker {
                queue.taker = nil
                taker.resume(returning: [event])
            } else {
                queue.events.append(event)
            }
        }
    }

    /// The terminal has gone: the shell takes what is queued, then nothing.
    func finish() {
        queue.withLock { queue in
            queue.isEnded = true
            if let taker = queue.taker {
                queue.taker = nil
                taker.resume(returning: [])
            }
        }
    }
}
