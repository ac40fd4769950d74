import Application

/// A feed that holds every fetch until the test lets it go, so a test chooses
/// the moment a sync is under way instead of hoping to catch it.
actor SuspendedFeed: RemoteFeed {
    private var waiting: CheckedContinuation<[IncomingMessage], any Error>?
    private let (started, fetchStarted) = AsyncStream.makeStream(of: Void.self)

    /// Waits until a fetch has begun and is held.
    func waitForFetch() async {
        var iterator = started.makeAsyncIterator()
        _ = await iterator.next()
    }

    /// Lets the held fetch answer with `messages`.
    func release(with messages: [IncomingMessage]) {
        waiting?.resume(returning: messages)
        waiting = nil
    }

    func fetchMessages() async throws -> [IncomingMessage] {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                guard !Task.isCancelled else { return continuation.resume(throwing: CancellationError()) }
                waiting = continuation
                fetchStarted.yield()
            }
        } onCancel: {
            Task { await self.cancelWaiting() }
        }
    }

    private func cancelWaiting() {
        waiting?.resume(throwing: CancellationError())
        waiting = nil
    }
}
