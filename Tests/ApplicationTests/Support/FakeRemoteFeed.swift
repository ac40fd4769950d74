import Application

/// A feed whose answer each test sets: messages, or an error.
final class FakeRemoteFeed: RemoteFeed {
    struct Unreachable: Error, CustomStringConvertible {
        var description: String { "the host did not answer" }
    }

    var answer: Result<[IncomingMessage], Unreachable> = .success([])
    private(set) var fetches = 0

    func fetchMessages() throws -> [IncomingMessage] {
        fetches += 1
        return try answer.get()
    }
}
