import Application
import Domain

/// The Inbox flow wired to fakes, as the App wires it to real parts.
struct FlowHarness {
    let store: FakeConversationStore
    let feed = FakeRemoteFeed()
    let display = RecordingDisplay()
    let flow: InboxFlow

    init(_ conversations: [Conversation], withFeed: Bool = true) {
        store = FakeConversationStore(conversations)
        let service = InboxService(store: store, feed: withFeed ? feed : nil, now: { Fixtures.now })
        let presentation = InboxPresentation(store: store, timestamps: Fixtures.timestamps)
        flow = InboxFlow(
            service: service, inbox: InboxPresenter(presentation: presentation, display: display),
            conversation: ConversationPresenter(store: store, timestamps: Fixtures.timestamps, display: display),
            sync: SyncFlow(service: service, display: display), display: display)
        flow.start()
    }

    static func standard(withFeed: Bool = true) -> FlowHarness {
        FlowHarness(
            [
                Fixtures.conversation("ana", with: ["Ana"], .text("Lunch?"), hoursAgo: 1, unread: true),
                Fixtures.conversation("bo", with: ["Bo"], .text("Hi"), hoursAgo: 2),
            ], withFeed: withFeed)
    }
}
