public import Domain
public import Foundation

/// The port through which the Inbox reads and writes conversations.
///
/// Application owns this protocol; Infrastructure supplies the stores. Every
/// method is `async` because a real store does I/O, and the protocol is
/// `Sendable` because a store is shared by whoever holds it: the stores are
/// actors, so no two tasks ever use one connection at once. Every store
/// answers the same questions the same way, which the contract tests in
/// InfrastructureTests hold each of them to. Each method is one call to the
/// store, so a command costs as many round trips as it makes calls.
public protocol ConversationStore: Sendable {
    /// The conversations that match `query`, most recent first, skipping
    /// `offset` and returning at most `limit`, with how many match in all,
    /// read together so the two agree. A list loads only the rows it shows.
    func page(matching query: SearchQuery, offset: Int, limit: Int) async throws -> ConversationPage

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

    /// Whether another process has changed the store since the last look.
    /// What this process writes, its flow already knows; a store no other
    /// process can see answers false. Cheap when nothing changed, since every
    /// intent asks.
    func noticeExternalChanges() async throws -> Bool
}

/// One page of the conversation list as the store answered it: the rows, where
/// they start, and how many match in all.
public struct ConversationPage: Equatable, Sendable {
    public let summaries: [ConversationSummary]
    /// The index of the first row among all that match.
    public let offset: Int
    public let total: Int

    public init(summaries: [ConversationSummary], offset: Int, total: Int) {
        self.summaries = summaries
        self.offset = offset
        self.total = total
    }
}

/// Why a store refused an operation.
public enum ConversationStoreError: Error, Equatable {
    /// Another process may have deleted it since the list was drawn.
    case notFound(ConversationID)
}
