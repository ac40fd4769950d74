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
    private let byteLimit: Int

    /// Far beyond any real feed, far below what would strain memory.
    public static let defaultByteLimit = 16 << 20
    /// How long a sync waits for the whole feed unless told otherwise.
    public static let defaultTimeout: TimeInterval = 10

    /// Refuses URLs it cannot read, so a typo is reported at launch rather than at the first sync.
    public init(url: URL, timeout: TimeInterval = defaultTimeout, byteLimit: Int = defaultByteLimit) throws(FeedError) {
        guard let scheme = url.scheme?.lowercased(), ["file", "http", "https"].contains(scheme) else {
            throw .unsupportedURL(url.absoluteString)
        }
        self.url = url
        self.timeout = timeout
        self.byteLimit = byteLimit
    }

    /// Runs off the caller's actor (`@concurrent`): reading and decoding a feed
    /// is work the main actor should never wait on.
    @concurrent
    public func fetchMessages() async throws -> [IncomingMessage] {
        let data =
            try await url.isFileURL
            ? FeedFileRead.fetch(url, timeout: timeout, byteLimit: byteLimit) : download()
        try Task.checkCancellation()
        do {
            return try FeedDocument.decode(data).incomingMessages()
        } catch let error as FeedError {
            throw error
        } catch let error as DecodingError {
            throw FeedError.malformed(FeedDocument.describe(error))
        }
    }

    /// Races the download against the feed's deadline. URLSession's own
    /// timeout only bounds the wait between two packets (and on Linux it waited
    /// a minute whatever it was asked), so a server that never answers or drips
    /// one byte at a time would hold the sync forever; the deadline bounds it whole.
    /// `FeedDownload` returns the moment it is cancelled, so the deadline holds
    /// even while URLSession is too busy to hear the cancellation.
    private func download() async throws -> Data {
        let (url, timeout, byteLimit) = (url, timeout, byteLimit)
        return try await withThrowingTaskGroup(of: Data.self) { group in
            group.addTask { try await FeedDownload.get(url, timeout: timeout, byteLimit: byteLimit) }
            group.addTask {
                try await Task.sleep(for: .seconds(timeout))
                throw FeedError.noAnswer(url.absoluteString, within: timeout)
            }
            defer { group.cancelAll() }
            guard let data = try await group.next() else { throw CancellationError() }
            return data
        }
    }
}
