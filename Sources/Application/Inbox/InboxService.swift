public import Domain
public import Foundation

/// The Inbox's operations, over the ports they touch: a façade over the store,
/// the feed and the clock.
///
/// Flows call this instead of reaching for stores and feeds, so the rules of an
/// operation (what text may be sent, that a sync stores all or nothing) live in
/// one place. It holds only `Sendable` parts and no state, so it is `Sendable`
/// itself; its methods run on the caller's actor and suspend only on the ports.
/// It serves this feature only; another feature gets its own façade.
public final class InboxService: Sendable {
    private let store: any ConversationStore
    private let feed: (any RemoteFeed)?
    private let now: @Sendable () -> Date
    private let related: (any RelatedCount)?

    public init(
        store: any ConversationStore, feed: (any RemoteFeed)?, now: @escaping @Sendable () -> Date,
        related: (any RelatedCount)? = nil
    ) {
        self.store = store
        self.feed = feed
        self.now = now
        self.related = related
    }

    /// Another feature's count for the list, named one and many, or nil when
    /// none is wired. A failure there is that feature's to report: the Inbox
    /// shows no count rather than fail its own list.
    public func relatedCount() async -> RelatedTally? {
        guard let related, let count = try? await related.count() else { return nil }
        return (count, related.singular, related.plural)
    }

    /// The page of the list that starts at `offset`, moved back to the last
    /// page when fewer conversations match than that.
    public func page(matching query: SearchQuery, offset: Int, limit: Int) async throws -> ConversationPage {
        let limit = max(1, limit)
        let page = try await store.page(matching: query, offset: max(0, offset), limit: limit)
        // Only a list that shrank below the page on screen costs a second read.
        guard page.summaries.isEmpty, page.total > 0 else { return page }
        return try await store.page(matching: query, offset: (page.total - 1) / limit * limit, limit: limit)
    }

    public func conversation(_ id: ConversationID) async throws -> Conversation? {
        try await store.conversation(id)
    }

    /// Checks the text against the rules, then stores it as sent now.
    @discardableResult
    public func send(_ text: String, to id: ConversationID) async throws -> Message {
        try await store.send(OutgoingText(text), to: id, at: now())
    }

    public func delete(_ id: ConversationID) async throws {
        try await store.delete(id)
    }

    public func markRead(_ id: ConversationID) async throws {
        try await store.markRead(id)
    }

    public var canSync: Bool { feed != nil }

    /// Fetches the feed and stores what is new in one transaction; returns how
    /// many messages were new. A cancelled sync stores nothing.
    public func sync() async throws -> Int {
        guard let feed else { throw InboxServiceError.noFeed }
        let incoming = try await feed.fetchMessages()
        // The last moment to stop: past it, the store takes the whole feed or none of it.
        try Task.checkCancellation()
        return try await store.receive(incoming)
    }

    /// Whether another process has changed the store since the last look.
    public func noticeExternalChanges() async throws -> Bool {
        try await store.noticeExternalChanges()
    }
}
