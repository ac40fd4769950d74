import Foundation
import Interface

/// Lines from stdin as an async stream, so waiting for a key never blocks the
/// main actor: a sync's result can be drawn while the user has typed nothing.
enum InputLines {
    /// The longest line read, in bytes: far above the longest command (`send`
    /// takes 10,000 scalars, at most 40,000 bytes), and small enough that a
    /// line of any length costs little memory.
    nonisolated static let limit = 64 * 1024

    /// Reading blocks, so it happens on a thread of its own, never on the main
    /// actor nor in Swift's small pool of cooperative threads. The thread ends
    /// with the input, or with a read that fails (a terminal gone away); a
    /// process that quits first simply leaves it behind.
    static func standardInput() -> AsyncStream<InputLine> {
        let (lines, continuation) = AsyncStream.makeStream(of: InputLine.self)
        let reader = Thread {
            var splitter = InputLineSplitter(limit: limit)
            let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: limit, alignment: 1)
            defer { chunk.deallocate() }
            while true {
                let count = read(STDIN_FILENO, chunk.baseAddress, chunk.count)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                for line in splitter.split(UnsafeRawBufferPointer(rebasing: chunk[..<count])) {
                    continuation.yield(line)
                }
            }
            if let last = splitter.finish() { continuation.yield(last) }
            continuation.finish()
        }
        reader.start()
        return lines
    }
}
