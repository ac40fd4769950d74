import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One GET of a feed, streamed and counted as it arrives: a huge body, or a
/// small gzip bomb (URLSession hands over the inflated bytes), is refused the
/// moment it passes the byte budget, and never fills memory.
///
/// The caller hears the outcome as soon as it is known: the whole body, an
/// error, a refusal or its own cancellation. URLSession may go on a while
/// after a refusal or a cancellation (see `stop`); whatever it still hands
/// over is dropped as it comes, so it never piles up.
///
/// URLSession calls its delegate on a queue of its own, so the state lives
/// behind a `Mutex`, which makes the type `Sendable` without taking anyone's word.
///
/// On Linux a server that never answers costs about three-quarters of a core
/// until the deadline: swift-corelibs-foundation 6.3's `_MultiHandle` keeps
/// the write watch it set while connecting (it cancels a socket's sources only
/// when libcurl unregisters the socket), and a connected socket is always
/// writable. Nothing a caller sets avoids it.
final class FeedDownload: NSObject, URLSessionDataDelegate, Sendable {
    private struct State {
        var body = Data()
        /// Set once, by whatever ends the download first.
        var outcome: Result<Data, any Error>?
        var waiting: CheckedContinuation<Data, any Error>?
    }

    private let url: URL
    private let timeout: TimeInterval
    private let byteLimit: Int
    private let state = Mutex(State())

    private init(url: URL, timeout: TimeInterval, byteLimit: Int) {
        self.url = url
        self.timeout = timeout
        self.byteLimit = byteLimit
    }

    /// The whole body, or an error whose description is one line for the user.
    static func get(_ url: URL, timeout: TimeInterval, byteLimit: Int) async throws -> Data {
        let download = FeedDownload(url: url, timeout: timeout, byteLimit: byteLimit)
        let session = URLSession(configuration: .ephemeral, delegate: download, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let task = session.dataTask(
            with: URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout))
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                // A cancellation may have ended the download before it started.
                let ended = download.state.withLock { state in
                    if state.outcome == nil { state.waiting = continuation }
                    return state.outcome
                }
                if let ended { continuation.resume(with: ended) } else { task.resume() }
            }
        } onCancel: {
            download.end(stopping: task) { _ in .failure(CancellationError()) }
        }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let refusal: FeedError? =
            if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
                .unreachable(url.absoluteString, "the server answered \(http.statusCode)")
            } else if response.expectedContentLength > Int64(byteLimit) {
                tooLarge
            } else {
                nil
            }
        if let refusal { end(stopping: dataTask) { _ in .failure(refusal) } }
        // Linux's URLSession ignores the answer, and goes on until `stop` cancels the task.
        completionHandler(refusal == nil ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overBudget = state.withLock { state in
            guard state.outcome == nil else { return false }
            state.body.append(data)
            return state.body.count > byteLimit
        }
        if overBudget { end(stopping: dataTask) { _ in .failure(tooLarge) } }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        end { body in
            guard let error else { return .success(body) }
            return switch (error as? URLError)?.code {
            case .cancelled?: .failure(CancellationError())
            case .timedOut?: .failure(FeedError.noAnswer(url.absoluteString, within: timeout))
            default: .failure(FeedError.unreachable(url.absoluteString, error.localizedDescription))
            }
        }
    }

    private var tooLarge: FeedError { .tooLarge(url.absoluteString, limit: byteLimit) }

    /// Settles the download, unless something settled it first: `outcome` is
    /// given the body received so far, and the caller hears the result now.
    private func end(
        stopping task: URLSessionDataTask? = nil, _ outcome: (Data) -> Result<Data, any Error>
    ) {
        let settled = state.withLock { state -> (Result<Data, any Error>, CheckedContinuation<Data, any Error>?)? in
            guard state.outcome == nil else { return nil }
            let result = outcome(state.body)
            state.outcome = result
            state.body = Data()
            defer { state.waiting = nil }
            return (result, state.waiting)
        }
        guard let (result, waiting) = settled else { return }
        waiting?.resume(with: result)
        if let task { Self.stop(task) }
    }

    /// Cancels `task` on a thread of its own, for no one may wait for it:
    /// Linux's URLSession (swift-corelibs-foundation 6.3) cancels by waiting
    /// for its work queue, which a fast body keeps busy until all of it has
    /// arrived, and a gzip bomb until all of it is inflated. Waiting on the
    /// delegate queue let the chunks queued behind pile up: a gibibyte did.
    private static func stop(_ task: URLSessionDataTask) {
        Thread { task.cancel() }.start()
    }
}
