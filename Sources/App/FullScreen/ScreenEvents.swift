import Dispatch
import Foundation
import Interface
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the terminal sends in full-screen mode, queued for the shell as it
/// arrives: the bytes typed, read on a thread of their own as `InputLines`
/// reads lines; word, once, that input has paused for `pause` after bytes
/// came; and each change of size. The queue ends when a read returns the end
/// of input or an error, which is what a terminal that has gone away gives.
final class ScreenEvents: ScreenInput {
    /// In a debug build, the byte that makes the App crash through
    /// `fatalError` when it arrives, so a test can crash it at a point it chose.
    static let crashKeyVariable = "STRATA_CRASH_ON_KEY"

    /// How long input must stop before an unfinished escape sequence is taken
    /// as the keys it was: far past the gap inside one sequence a terminal
    /// sends, even across a network, and short enough that Esc feels at once,
    /// as ncurses' `ESCDELAY` and vim's `ttimeoutlen` are often set.
    static let pause: Int32 = 50

    private struct Queue {
        var events: [ScreenEvent] = []
        var isEnded = false
        var taker: CheckedContinuation<[ScreenEvent], Never>?
    }

    private let queue = Mutex(Queue())

    /// Starts reading standard input, and hearing SIGWINCH through the source
    /// returned, which must be kept for as long as the events are read.
    static func standardInput() -> (ScreenEvents, any DispatchSourceSignal) {
        let events = ScreenEvents()
        let resizes = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        resizes.setEventHandler { events.send(.resized) }
        resizes.resume()
        let crashByte = Self.crashByte
        let crash = "the crash point set by \(crashKeyVariable)"
        let reader = Thread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            var hasUnpausedInput = false
            while true {
                if hasUnpausedInput {
                    var waiting = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
                    let ready = poll(&waiting, 1, pause)
                    if ready < 0 && errno == EINTR { continue }
                    if ready == 0 {
                        events.send(.paused)
                        hasUnpausedInput = false
                        continue
                    }
                }
                let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                let bytes = Array(buffer[..<count])
                if let crashByte, bytes.contains(crashByte) { fatalError(crash) }
                events.send(.input(bytes))
                hasUnpausedInput = true
            }
            events.finish()
        }
        reader.start()
        return (events, resizes)
    }

    func next() async -> [ScreenEvent] {
        await withCheckedContinuation { taker in
            queue.withLock { queue in
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

    private func send(_ event: ScreenEvent) {
        queue.withLock { queue in
            if let taker = queue.taker {
                queue.taker = nil
                taker.resume(returning: [event])
            } else {
                queue.events.append(event)
            }
        }
    }

    /// The terminal has gone: the shell takes what is queued, then nothing.
    private func finish() {
        queue.withLock { queue in
            queue.isEnded = true
            if let taker = queue.taker {
                queue.taker = nil
                taker.resume(returning: [])
            }
        }
    }

    private static var crashByte: UInt8? {
        #if DEBUG
            getenv(crashKeyVariable).flatMap { String(cString: $0).utf8.first }
        #else
            nil
        #endif
    }
}
