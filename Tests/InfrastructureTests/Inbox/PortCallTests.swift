import Application
import Domain
import Foundation
import Testing

/// Every Inbox command costs the port calls it needs and no more, through
/// the real flow and each real store: against a store across a network, each
/// call is a round trip. The count includes the call across features: the
/// Inbox's `RelatedCount`, which App answers from Contacts in one statement
/// (`ContactsStore.count()`).
@Suite struct PortCallTests {
    let scratch: ScratchFolder

    init() throws {
        scratch = try ScratchFolder()
    }

    @MainActor
    final class Display: InboxDisplay {
        var rows = 0
        func showScreen(_ screen: InboxScreen) {}
        func showInbox(_ inbox: InboxViewModel) { rows = inbox.rows.count }
        func showInboxUnavailable(_ reason: String) {}
        func showConversation(_ conversation: ConversationViewModel) {}
        func clearConversation() {}
        func showSyncStatus(_ status: SyncStatusViewModel) {}
    }

    /// The other feature's count, as App's `ContactsCount` answers it: one call each time.
    actor Related: RelatedCount {
        private(set) var calls = 0
        nonisolated var singular: String { "contact" }
        nonisolated var plural: String { "contacts" }
        func count() -> Int {
            calls += 1
            return 2
        }
        func reset() { calls = 0 }
    }

    struct Feed: RemoteFeed {
        let messages: [IncomingMessage]
        func fetchMessages() async throws -> [IncomingMessage] { messages }
    }

    /// A flow on a counting store of `kind`, started, holding 30 conversations: more than a page.
    @MainActor
    func flow(_ kind: StoreKind, feed: Feed? = nil) async throws -> (
        InboxFlow, CountingConversationStore, Related, Display
    ) {
        let seed = (0..<30).map {
            Build.conversation("c\($0)", ["C\($0)"], [Build.text("m\($0)", "hi", at: Double($0))])
        }
        let store = CountingConversationStore(try await kind.make(seed, in: scratch))
        let related = Related()
        let screen = Display()
        let timestamps = TimestampFormatter(
            now: { Build.at(0) }, calendar: Calendar(identifier: .gregorian), locale: Locale(identifier: "en_US"))
        let flow = InboxFlow(
            service: InboxService(store: store, feed: feed, now: { Build.at(60) }, related: related),
            presenter: InboxPresenter(presentation: InboxPresentation(timestamps: timestamps), display: screen))
        #expect(await flow.show() == .done)
        return (flow, store, related, screen)
    }

    /// The port calls `intent` costs after `before` has run: the store's, and the other feature's count.
    @MainActor
    func calls(_ intent: InboxIntent, after before: [InboxIntent] = [], on kind: StoreKind) async throws -> (
        store: Int, related: Int
    ) {
        let (flow, store, related, _) = try await flow(kind)
        for intent in before { #expect(await flow.handle(intent) == .done) }
        await store.reset()
        await related.reset()
        #expect(await flow.handle(intent) == .done)
        return (await store.calls, await related.calls)
    }

    @Test(arguments: StoreKind.available) @MainActor func eachCommandCostsOnlyTheCallsItNeeds(kind: StoreKind)
        async throws
    {
        #expect(try await calls(.send("hi"), after: [.open(number: 1)], on: kind) == (4, 1))
        #expect(try await calls(.markRead, after: [.open(number: 1)], on: kind) == (4, 1))
        #expect(try await calls(.delete, after: [.open(number: 1)], on: kind) == (3, 1))
        #expect(try await calls(.open(number: 2), on: kind) == (2, 0))
        #expect(try await calls(.showList, on: kind) == (2, 1))
        #expect(try await calls(.nextPage, on: kind) == (2, 1))
    }

    @Test(arguments: StoreKind.available) @MainActor func aSyncOfAThousandMessagesIsOneWriteAndTwoReads(
        kind: StoreKind
    ) async throws {
        let incoming = (0..<1000).map { IncomingMessageSample.make(conversation: "feed\($0 % 50)", message: "m\($0)") }
        let (flow, store, _, screen) = try await flow(kind, feed: Feed(messages: incoming))
        await store.reset()
        #expect(await flow.handle(.sync) == .done)
        await flow.finish()
        #expect(await store.writes == 1)
        #expect(await store.reads == 2)
        #expect(screen.rows == 20)
    }
}
