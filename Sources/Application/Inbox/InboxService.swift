public import Domain
public import Foundation

/// The Inbox's few operations, over the ports they touch.
///
/// Flows and the App call this instead of reaching for stores and feeds, so
/// the rules of an operation (what text may be sent, that a sync goes through
/// the store's deduplication) live in one place. It serves this feature only;
/// another feature gets its own façade rather than growing this one.
public final class InboxService {
    private let store: any ConversationStore
    private let feed: (any RemoteFeed)?
    private let now: () -> Date

    public init(store: any ConversationStore, feed: (any RemoteFeed)?, now: @escaping () -> Date) {
        self.store = store
        self.feed = feed
        self.now = now
    }

    /// Checks the text against the rules, then stores it as sent now.
    @discardableResult
    public func send(_ text: String, to id: ConversationID) throws -> Message {
        try store.send(OutgoingText(text), to: id, at: now())
    }

    public func delete(_ id: ConversationID) throws {
        try store.delete(id)
    }

    public func markRead(_ id: ConversationID) throws {
        try store.markRead(id)
    }

    public var canSync: Bool { feed != nil }

    /// Fetches the feed and stores what is new; returns how many messages were.
    public func sync() throws -> Int {
        guard let feed else { throw SyncUnavailable() }
        return try store.receive(feed.fetchMessages())
    }

    /// Calls `observer` after every change to the store, from this process or another.
    public func observeChanges(_ observer: @escaping (StoreChange) -> Void) {
        store.observe(observer)
    }

    /// Lets changes made by another process reach observers.
    public func noticeExternalChanges() throws {
        try store.noticeExternalChanges()
    }
}

/// Sync was asked for, but no feed was given.
public struct SyncUnavailable: Error, CustomStringConvertible {
    public var description: String { "no remote feed is set (start inbox with --remote URL)" }
}
