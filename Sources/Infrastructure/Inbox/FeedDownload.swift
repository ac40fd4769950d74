import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One GET of a feed, streamed and counted as it arrives, and stopped the
/// moment it passes the byte budget: a huge body, or a small gzip bomb
/// (URLSession hands over the decompressed bytes), never fills memory.
///
/// URLSession calls its delegate on a queue of its own, so the state lives
/// behind a `Mutex`, which makes the type `Sendable` without taking anyone's word.
final class FeedDownload: NSObject, URLSessionDataDelegate, Sendable {
    private struct State {
        var body = Data()
        var refusal: FeedError?
        var waiting: CheckedContinuation<Data, any Error>?
    }

    private let url: URL
    private let byteLimit: Int
    private let state = Mutex(State())

    private init(url: URL, byteLimit: Int) {
        self.url = url
        self.byteLimit = byteLimit
    }

    /// The whole body, or an error whose description is one line for the user.
    static func get(_ url: URL, timeout: TimeInterval, byteLimit: Int) async throws -> Data {
        let download = FeedDownload(url: url, byteLimit: byteLimit)
        let session = URLSession(configuration: .ephemeral, delegate: download, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let task = session.dataTask(
            with: URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout))
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                download.state.withLock { $0.waiting = continuation }
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            refuse(.unreachable(url.absoluteString, "the server answered \(http.statusCode)"), completionHandler)
        } else if response.expectedContentLength > Int64(byteLimit) {
            refuse(tooLarge, completionHandler)
        } else {
            completionHandler(.allow)
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overBudget = state.withLock { state in
            guard state.refusal == nil else { return false }
            state.body.append(data)
            guard state.body.count > byteLimit else { return false }
            state.refusal = tooLarge
            state.body = Data()
            return true
        }
        if overBudget { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (waiting, outcome) = state.withLock {
            state -> (CheckedContinuation<Data, any Error>?, Result<Data, any Error>) in
            defer { state.waiting = nil }
            if let refusal = state.refusal { return (state.waiting, .failure(refusal)) }
            if let error {
                let reason: any Error =
                    (error as? URLError)?.code == .cancelled
                    ? CancellationError() : FeedError.unreachable(url.absoluteString, error.localizedDescription)
                return (state.waiting, .failure(reason))
            }
            return (state.waiting, .success(state.body))
        }
        waiting?.resume(with: outcome)
    }

    private var tooLarge: FeedError { .tooLarge(url.absoluteString, limit: byteLimit) }

    private func refuse(_ refusal: FeedError, _ completionHandler: (URLSession.ResponseDisposition) -> Void) {
        state.withLock { $0.refusal = refusal }
        completionHandler(.cancel)
    }
}
