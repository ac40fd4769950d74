import Application
import Domain

/// The Inbox flow wired to fakes, as the App wires it to real parts.
struct FlowHarness {
    let store: FakeConversationStore
    let display = RecordingDisplay()
    let flow: InboxFlow

    init(
        _ conversations: [Conversation], feed: (any RemoteFeed)? = FakeRemoteFeed(),
        related: (any RelatedCount)? = nil
    ) async {
        store = FakeConversationStore(conversations)
        let service = InboxService(store: store, feed: feed, now: { Fixtures.now }, related: related)
        flow = InboxFlow(
            service: service,
            presenter: InboxPresenter(
                presentation: InboxPresentation(timestamps: Fixtures.timestamps), display: display))
        _ = await flow.show()
    }

    static let standardConversations = [
        Fixtures.conversation("ana", with: ["Ana"], .text("Lunch?"), hoursAgo: 1, unread: true),
        Fixtures.conversation("bo", with: ["Bo"], .text("Hi"), hoursAgo: 2),
    ]

    static func standard(feed: (any RemoteFeed)? = FakeRemoteFeed()) async -> FlowHarness {
        await FlowHarness(standardConversations, feed: feed)
    }
}
