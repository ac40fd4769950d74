public import Application
public import Foundation

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

    /// The web feed through `HTTPGet`, whose limits are the feed's, in the feed's words.
    private func download() async throws -> Data {
        do {
            return try await HTTPGet.body(of: url, timeout: timeout, byteLimit: byteLimit)
        } catch let error as HTTPGetError {
            throw switch error {
            case .noAnswer: FeedError.noAnswer(url.absoluteString, within: timeout)
            case .tooLarge: FeedError.tooLarge(url.absoluteString, limit: byteLimit)
            case .status(let code): FeedError.unreachable(url.absoluteString, "the server answered \(code)")
            case .failed(let reason): FeedError.unreachable(url.absoluteString, reason)
            }
        }
    }
}
