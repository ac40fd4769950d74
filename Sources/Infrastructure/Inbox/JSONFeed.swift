public import Application
public import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A remote feed read as JSON from a `file://`, `http://` or `https://` URL.
/// The format is `FeedDocument`'s; README shows an example.
public final class JSONFeed: RemoteFeed {
    public let url: URL
    private let timeout: TimeInterval

    /// Refuses URLs it cannot read, so a typo is reported at launch rather than at the first sync.
    public init(url: URL, timeout: TimeInterval = 10) throws(FeedError) {
        guard let scheme = url.scheme?.lowercased(), ["file", "http", "https"].contains(scheme) else {
            throw .unsupportedURL(url.absoluteString)
        }
        self.url = url
        self.timeout = timeout
    }

    public func fetchMessages() throws -> [IncomingMessage] {
        let data = try url.isFileURL ? readFile() : download()
        do {
            return try FeedDocument.decode(data).incomingMessages()
        } catch let error as FeedError {
            throw error
        } catch let error as DecodingError {
            throw FeedError.malformed(FeedDocument.describe(error))
        }
    }

    private func readFile() throws(FeedError) -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .unreachable(url.absoluteString, "cannot read the file")
        }
    }

    private func download() throws(FeedError) -> Data {
        let request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        let outcome = DownloadOutcome()
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: request) { data, response, error in
            outcome.set(data: data, response: response, error: error)
            done.signal()
        }.resume()
        done.wait()
        return try outcome.body(for: url)
    }
}

/// Hands a download's result from URLSession's queue back to the waiting caller.
private final class DownloadOutcome: @unchecked Sendable {
    // The lock makes the unchecked Sendable true: every access holds it.
    private let lock = NSLock()
    private var data: Data?
    private var response: URLResponse?
    private var error: (any Error)?

    func set(data: Data?, response: URLResponse?, error: (any Error)?) {
        lock.withLock { (self.data, self.response, self.error) = (data, response, error) }
    }

    func body(for url: URL) throws(FeedError) -> Data {
        let (data, response, error) = lock.withLock { (self.data, self.response, self.error) }
        if let error { throw .unreachable(url.absoluteString, error.localizedDescription) }
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw .unreachable(url.absoluteString, "the server answered \(http.statusCode)")
        }
        return data ?? Data()
    }
}
