public import Domain
public import Foundation

/// The port through which the Inbox reads and writes conversations.
///
/// Application owns this protocol; Infrastructure supplies the stores. Every
/// method is `async` because a real store does I/O, and the protocol is
/// `Sendable` because a store is shared by whoever holds it: the stores are
/// actors, so no two tasks ever use one connection at once. Every store
/// answers the same questions the same way, which the contract tests in
/// InfrastructureTests hold each of them to.
public protocol ConversationStore: Sendable {
    /// Summaries of the conversations that match `query`, most recent first,
    /// skipping `offset` and returning at most `limit`, so a list loads only
    /// the rows it shows.
    func summaries(matching query: SearchQuery, offset: Int, limit: Int) async throws -> [ConversationSummary]

    /// How many conversations match `query`.
    func count(matching query: SearchQuery) async throws -> Int

    /// One conversation with its whole history, or nil when there is none with that id.
    func conversation(_ id: ConversationID) async throws -> Conversation?

    /// Stores a message from me and returns it as stored.
    @discardableResult
    func send(_ text: OutgoingText, to id: ConversationID, at date: Date) async throws -> Message

    /// Removes a conversation and its messages.
    func delete(_ id: ConversationID) async throws

    /// Marks every message of a conversation as read.
    func markRead(_ id: ConversationID) async throws

    /// Adds messages that arrived from elsewhere, creating their conversations as needed,
    /// in one transaction: all of them are stored, or none. A message whose id is
    /// already stored is skipped. Returns how many were new.
    @discardableResult
    func receive(_ incoming: [IncomingMessage]) async throws -> Int

    /// Every change from now on, whichever process made it, until the stream's
    /// consumer stops listening. Each call gives a stream of its own.
    func changes() async -> AsyncStream<StoreChange>

    /// Looks for changes another process made since the last look and reports them
    /// on `changes()`. Stores that no other process can see do nothing.
    func noticeExternalChanges() async throws
}
