import Foundation
import Synchronization

/// One read of a `file://` feed, bounded by the feed's deadline like a
/// download. A FIFO, a device or a file that never answers fails at the
/// deadline instead of holding the sync for ever, and the session stays
/// responsive meanwhile: the read runs on a thread of its own, never in
/// Swift's small cooperative pool. The file is opened without blocking
/// (`O_NONBLOCK`), since opening a FIFO otherwise waits for a writer, and the
/// wait sleeps in `poll`, so a stall costs no CPU.
///
/// A cancelled sync hears its cancellation at once; the thread then ends by
/// itself, at the end of the file or at the deadline.
final class FeedFileRead: Sendable {
    private struct State {
        var outcome: Result<Data, any Error>?
        var waiting: CheckedContinuation<Data, any Error>?
    }

    private let state = Mutex(State())

    /// The whole file, or an error whose description is one line for the user.
    static func fetch(_ url: URL, timeout: TimeInterval, byteLimit: Int) async throws -> Data {
        let read = FeedFileRead()
        let deadline = ContinuousClock.now + .seconds(timeout)
        Thread {
            read.settle(Result { try contents(of: url, until: deadline, timeout: timeout, byteLimit: byteLimit) })
        }.start()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let ended = read.state.withLock { state in
                    if state.outcome == nil { state.waiting = continuation }
                    return state.outcome
                }
                if let ended { continuation.resume(with: ended) }
            }
        } onCancel: {
            read.settle(.failure(CancellationError()))
        }
    }

    /// Settles the read once: whatever comes first, its result or its cancellation.
    private func settle(_ outcome: Result<Data, any Error>) {
        let waiting = state.withLock { state -> CheckedContinuation<Data, any Error>?? in
            guard state.outcome == nil else { return nil }
            state.outcome = outcome
            defer { state.waiting = nil }
            return .some(state.waiting)
        }
        if case .some(let continuation?) = waiting { continuation.resume(with: outcome) }
    }

    /// Reads at most one byte past the budget, so a huge file, or `/dev/zero`, is refused, not loaded.
    private static func contents(
        of url: URL, until deadline: ContinuousClock.Instant, timeout: TimeInterval, byteLimit: Int
    ) throws(FeedError) -> Data {
        let unreadable = FeedError.unreachable(url.absoluteString, "cannot read the file")
        let file = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { throw unreadable }
        defer { close(file) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let left = ContinuousClock.now.duration(to: deadline)
            let milliseconds = left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
            guard milliseconds > 0 else { throw .noAnswer(url.absoluteString, within: timeout) }
            var ready = pollfd(fd: file, events: Int16(POLLIN), revents: 0)
            let polled = poll(&ready, 1, Int32(clamping: milliseconds))
            if polled < 0 && errno == EINTR { continue }
            guard polled >= 0 else { throw unreadable }
            guard polled > 0 else { throw .noAnswer(url.absoluteString, within: timeout) }
            let wanted = min(buffer.count, byteLimit + 1 - data.count)
            let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, wanted) }
            if count < 0 && (errno == EAGAIN || errno == EINTR) { continue }
            guard count >= 0 else { throw unreadable }
            guard count > 0 else { return data }
            data.append(contentsOf: buffer[..<count])
            guard data.count <= byteLimit else { throw .tooLarge(url.absoluteString, limit: byteLimit) }
        }
    }
}
