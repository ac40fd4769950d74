public import Application
public import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A remote feed read as JSON from a `file://`, `http://` or `https://` URL.
/// The format is `FeedDocument`'s; README shows an example.
public struct JSONFeed: RemoteFeed {
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

    /// Runs off the caller's actor (`@concurrent`): reading and decoding a feed
    /// is work the main actor should never wait on.
    @concurrent
    public func fetchMessages() async throws -> [IncomingMessage] {
        let data = try await url.isFileURL ? readFile() : download()
        try Task.checkCancellation()
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

    /// Races the download against the feed's deadline. URLSession's own
    /// timeout only bounds the wait between two packets (and on Linux it waited
    /// a minute whatever it was asked), so a server that never answers or drips
    /// one byte at a time would hold the sync forever; the deadline bounds it whole.
    private func download() async throws -> Data {
        let (url, timeout) = (url, timeout)
        return try await withThrowingTaskGroup(of: Data.self) { group in
            group.addTask { try await Self.get(url, timeout: timeout) }
            group.addTask {
                try await Task.sleep(for: .seconds(timeout))
                throw FeedError.unreachable(url.absoluteString, "no answer within \(Self.seconds(timeout))")
            }
            defer { group.cancelAll() }
            guard let data = try await group.next() else { throw CancellationError() }
            return data
        }
    }

    /// URLSession's own async API: the task suspends, no thread waits, and
    /// cancelling the task cancels the request.
    private static func get(_ url: URL, timeout: TimeInterval) async throws -> Data {
        let request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await URLSession.shared.data(for: request)
        } catch {
            if Task.isCancelled { throw CancellationError() }
            throw FeedError.unreachable(url.absoluteString, error.localizedDescription)
        }
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw FeedError.unreachable(url.absoluteString, "the server answered \(http.statusCode)")
        }
        return data
    }

    private static func seconds(_ interval: TimeInterval) -> String {
        interval.rounded() == interval ? "\(Int(interval)) s" : "\(interval) s"
    }
}
