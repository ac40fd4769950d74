import Application
import Domain
import Foundation
import Infrastructure
import ProcessHarness
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct JSONFeedTests {
    func feedFile(_ json: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("feed-\(UUID().uuidString).json")
        try Data(json.utf8).write(to: url)
        return url
    }

    @Test func readsEveryKindOfMessageFromAFile() async throws {
        let url = try feedFile(
            """
            {"messages": [
              {"id": "m1", "conversation": "ana", "participants": ["Ana"], "author": "Ana",
               "sentAt": "2026-03-10T09:00:00Z", "text": "Hi"},
              {"id": "m2", "conversation": "ana", "author": "me", "sentAt": "2026-03-10T09:01:00Z",
               "photos": ["a.jpg", "b.jpg"]},
              {"id": "m3", "conversation": "ana", "sentAt": "2026-03-10T09:02:00Z", "notice": "Bo joined"}
            ]}
            """)
        defer { try? FileManager.default.removeItem(at: url) }
        let messages = try await JSONFeed(url: url).fetchMessages()
        #expect(messages.map(\.message.content) == [.text("Hi"), .photos(["a.jpg", "b.jpg"]), .notice("Bo joined")])
        #expect(messages.map(\.message.author) == [.contact("Ana"), .me, .system])
        #expect(messages[0].participants == ["Ana"])
        #expect(messages[0].message.sentAt == Date(timeIntervalSince1970: 1_773_133_200))
    }

    @Test func aMissingFileIsUnreachable() async throws {
        let url = URL(fileURLWithPath: "/nonexistent/feed.json")
        await #expect(throws: FeedError.unreachable(url.absoluteString, "cannot read the file")) {
            try await JSONFeed(url: url).fetchMessages()
        }
    }

    @Test(arguments: [
        "not json", "{\"messages\": 3}", "{\"messages\": [{\"id\": \"m\"}]}",
        "{\"messages\": [{\"id\": \"m\", \"conversation\": \"c\", \"sentAt\": \"2026-03-10T09:00:00Z\"}]}",
        "{\"messages\": [{\"id\": \"m\", \"conversation\": \"c\", \"sentAt\": \"yesterday\", \"text\": \"x\"}]}",
        "{\"messages\": [{\"id\": \"\", \"conversation\": \"c\", \"sentAt\": \"2026-03-10T09:00:00Z\", \"text\": \"x\"}]}",
    ])
    func aMalformedFeedSaysSoInOneLine(json: String) async throws {
        let url = try feedFile(json)
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            _ = try await JSONFeed(url: url).fetchMessages()
            Issue.record("a malformed feed was accepted")
        } catch let error as FeedError {
            guard case .malformed = error else {
                Issue.record("wrong error: \(error)")
                return
            }
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func onlyFileAndWebURLsAreAccepted() async throws {
        #expect(throws: FeedError.unsupportedURL("ftp://example.com/feed")) {
            try JSONFeed(url: URL(string: "ftp://example.com/feed")!)
        }
    }

    @Test func anUnreachableHostIsAnErrorNotAHang() async throws {
        // Port 9 on loopback: nothing listens, so the connection is refused at once.
        let feed = try JSONFeed(url: URL(string: "http://127.0.0.1:9/feed.json")!, timeout: 5)
        do {
            _ = try await feed.fetchMessages()
            Issue.record("an unreachable feed returned messages")
        } catch let error as FeedError {
            guard case .unreachable = error else {
                Issue.record("wrong error: \(error)")
                return
            }
        }
    }

    /// A server that never answers used to hold a sync for a minute whatever the
    /// timeout; now the feed's own deadline ends it, with the reason.
    @Test(.timeLimit(.minutes(1)))
    func aServerThatNeverAnswersFailsAtTheDeadlineWithTheReason() async throws {
        let server = try LoopbackListener()
        let feed = try JSONFeed(url: server.url, timeout: 0.5)
        await #expect(throws: FeedError.unreachable(server.url.absoluteString, "no answer within 0.5 s")) {
            try await feed.fetchMessages()
        }
    }

    /// A cancelled sync that waits on a silent server ends at once, not at its
    /// deadline: the cancellation wakes the wait. It is cancelled once the
    /// server has read the whole request, so only the answer is awaited.
    ///
    /// The error says what woke the transfer, however busy the machine: only
    /// the cancellation's wake-up ends it with `CancellationError`, and the
    /// deadline, ten minutes off, would end it with `noAnswer`. Once, this test
    /// timed the end instead, and found 44 s on a loaded machine: the time a
    /// cooperative thread took to come free, not the transfer's, which wakes
    /// within a millisecond. The time limit only stops a wake that never
    /// comes: beside the whole suite and four CPU hogs the test took 75 s.
    @Test(.timeLimit(.minutes(3)))
    func aCancelledDownloadEndsAtOnceNotAtItsDeadline() async throws {
        let server = try LoopbackListener()
        let feed = try JSONFeed(url: server.url, timeout: 600)
        let fetch = Task { try await feed.fetchMessages() }
        let client = try #require(await Self.acceptRequest(on: server), "the request never arrived")
        defer { close(client) }
        fetch.cancel()
        await #expect(throws: CancellationError.self) { try await fetch.value }
    }

    /// Accepts one connection and reads its request to the blank line that
    /// ends it, on a thread of its own, as a blocking wait belongs; the
    /// client's descriptor, or nil after a minute without a word.
    private static func acceptRequest(on server: LoopbackListener) async -> Int32? {
        let listener = server.descriptor
        return await withCheckedContinuation { accepted in
            Thread { accepted.resume(returning: readRequest(on: listener)) }.start()
        }
    }

    private static func readRequest(on listener: Int32) -> Int32? {
        var waiting = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0)]
        guard poll(&waiting, 1, 60_000) == 1 else { return nil }
        let client = accept(listener, nil, nil)
        var request: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1024)
        waiting = [pollfd(fd: client, events: Int16(POLLIN), revents: 0)]
        while !request.suffix(4).elementsEqual("\r\n\r\n".utf8), poll(&waiting, 1, 60_000) == 1 {
            let count = read(client, &chunk, chunk.count)
            guard count > 0 else { break }
            request += chunk[..<count]
        }
        return client
    }

    @Test func aFeedFileBeyondTheBudgetIsRefusedWithoutBeingRead() async throws {
        let url = try feedFile(String(repeating: " ", count: 200) + "{\"messages\": []}")
        defer { try? FileManager.default.removeItem(at: url) }
        await #expect(throws: FeedError.tooLarge(url.absoluteString, limit: 100)) {
            try await JSONFeed(url: url, byteLimit: 100).fetchMessages()
        }
        #expect(try await JSONFeed(url: url, byteLimit: 300).fetchMessages().isEmpty)
    }

    @Test func anEndlessFileIsRefusedAtTheBudget() async throws {
        let url = URL(fileURLWithPath: "/dev/zero")
        await #expect(throws: FeedError.tooLarge(url.absoluteString, limit: 1 << 20)) {
            try await JSONFeed(url: url, byteLimit: 1 << 20).fetchMessages()
        }
    }
}
