import Application

/// A feed whose answer each test sets: messages, or an error.
actor FakeRemoteFeed: RemoteFeed {
    struct Unreachable: Error, CustomStringConvertible {
        var description: String { "the host did not answer" }
    }

    private var answer: Result<[IncomingMessage], Unreachable> = .success([])
    private(set) var fetches = 0

    func answer(with answer: Result<[IncomingMessage], Unreachable>) {
        self.answer = answer
    }

    func fetchMessages() throws -> [IncomingMessage] {
        fetches += 1
        return try answer.get()
    }
}
