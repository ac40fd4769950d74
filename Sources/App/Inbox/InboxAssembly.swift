import Application
import Infrastructure
import Interface

/// Wires the Inbox from the App's context: its store and feed, the service
/// over them, the presenters and flows, and the window that is every display.
enum InboxAssembly {
    static func feature(in context: FeatureContext) async throws(LaunchError) -> Feature {
        let options = context.options
        let feed: JSONFeed?
        do {
            let timeout = options.syncTimeout ?? JSONFeed.defaultTimeout
            feed = try options.remote.map { url throws(FeedError) in try JSONFeed(url: url, timeout: timeout) }
        } catch {
            throw LaunchError(message: error.description)
        }
        let store = try await StoreFactory.make(options.store, demo: options.fillsWithDemo, now: context.now())
        let service = InboxService(store: store, feed: feed, now: context.now)
        let window = InboxWindow(style: context.style)
        let flow = InboxFlow(
            service: service,
            inbox: InboxPresenter(presentation: InboxPresentation(timestamps: context.timestamps), display: window),
            conversation: ConversationPresenter(timestamps: context.timestamps, display: window),
            sync: SyncFlow(service: service, display: window), display: window)
        return .inbox(flow: flow, window: window)
    }
}
