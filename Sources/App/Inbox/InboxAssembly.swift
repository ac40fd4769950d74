import Application
import Foundation
import Infrastructure
import Interface

/// Wires the Inbox from the App's context: its store and feed, the service
/// over them, the presenter and the flow, and the window that is the display.
/// `related` is another feature's count for the list to show, if any.
enum InboxAssembly {
    /// The Inbox's tables, which the App's database is opened with.
    static let schema = StoreSchema(
        sqlite: SQLiteConversationStore.schema, postgreSQL: PostgreSQLConversationStore.schema)

    static func feature(in context: FeatureContext, related: (any RelatedCount)? = nil) async throws(LaunchError)
        -> Feature
    {
        let options = context.options
        let feed: JSONFeed?
        do {
            let timeout = options.syncTimeout ?? JSONFeed.defaultTimeout
            feed = try options.remote.map { url throws(FeedError) in try JSONFeed(url: url, timeout: timeout) }
        } catch {
            throw LaunchError(description: error.description)
        }
        let store = try await Self.store(in: context)
        let service = InboxService(store: store, feed: feed, now: context.now, related: related)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let timestamps = TimestampFormatter(now: context.now, calendar: calendar, locale: Locale(identifier: "en_US"))
        let window: any FeatureWindow & InboxDisplay =
            switch context.view {
            case .line: InboxWindow(style: context.style)
            case .fullScreen: InboxFullScreenWindow(style: context.style)
            case .json: InboxJSONWindow()
            }
        let flow = InboxFlow(
            service: service,
            presenter: InboxPresenter(presentation: InboxPresentation(timestamps: timestamps), display: window))
        return .inbox(flow: flow, window: window)
    }
}
