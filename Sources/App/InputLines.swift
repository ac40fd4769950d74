import Foundation

/// Lines from stdin as an async stream, so waiting for a key never blocks the
/// main actor: a sync's result can be drawn while the user has typed nothing.
enum InputLines {
    /// Reading blocks, so it happens on a thread of its own, never on the main
    /// actor nor in Swift's small pool of cooperative threads. The thread ends
    /// with the input; a process that quits first simply leaves it behind.
    static func standardInput() -> AsyncStream<String> {
        let (lines, continuation) = AsyncStream.makeStream(of: String.self)
        let reader = Thread {
            while let line = readLine() {
                continuation.yield(line)
            }
            continuation.finish()
        }
        reader.start()
        return lines
    }
}
