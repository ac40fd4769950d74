import Application
import Domain
import Foundation
import Infrastructure
import ProcessHarness
import Testing

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
