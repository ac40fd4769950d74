import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a child process has printed so far and whether it has ended, filled
/// by one reading thread per pipe and by the process's termination handler,
/// and waited on by the test.
final class Transcript: @unchecked Sendable {
    /// The child's side of the story; guarded by `condition`.
    struct Printed {
        var output = Data()
        var errors = Data()
        var outputEnded = false
        var errorsEnded = false
        var termination: (status: Int32, signal: Int32?)?
        /// Whether the child is stopped (SIGTSTP), as a terminal's child can be.
        var isStopped = false
        /// Whether the test closed the child's terminal.
        var isHungUp = false
    }

    /// Where a wait stands after looking at what was printed.
    enum Progress<Value> {
        case waiting
        case done(Value)
        case failed(String)
    }

    // Signalled on every change to `printed`.
    private let condition = NSCondition()
    private var printed = Printed()

    func update(_ change: (inout Printed) -> Void) {
        condition.lock()
        change(&printed)
        condition.broadcast()
        condition.unlock()
    }

    /// Calls `progress` now and after every change until it stops waiting or
    /// `deadline` passes; returns its last answer with what was printed by then.
    func wait<Value>(until deadline: Date, _ progress: (Printed) -> Progress<Value>) -> (
        progress: Progress<Value>, printed: Printed
    ) {
        condition.lock()
        defer { condition.unlock() }
        while true {
            let answer = progress(printed)
            if case .waiting = answer, condition.wait(until: deadline) { continue }
            return (answer, printed)
        }
    }

    /// Reads `handle` to its end on a thread of its own: a blocking read
    /// belongs there, never in Swift's small pool of cooperative threads.
    func read(
        _ handle: FileHandle, append: @escaping @Sendable (inout Printed, Data) -> Void,
        ended: @escaping @Sendable (inout Printed) -> Void
    ) {
        Thread {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { bytes in
                    Foundation.read(handle.fileDescriptor, bytes.baseAddress, bytes.count)
                }
                if count < 0, errno == EINTR { continue }
                if count > 0 {
                    let chunk = Data(buffer[0..<count])
                    self.update { append(&$0, chunk) }
                } else {
                    self.update(ended)
                    return
                }
            }
        }.start()
    }
}
