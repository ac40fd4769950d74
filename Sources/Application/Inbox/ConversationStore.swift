public import Domain
public import Foundation

/// The port through which the Inbox reads and writes conversations.
///
/// Application owns this protocol; Infrastructure supplies the stores. Every
/// store answers the same questions the same way, which the contract tests in
/// InfrastructureTests hold each of them to.
public protocol ConversationStore: AnyObject {
    /// Summaries of the conversations that match `query`, most recent first,
    /// skipping `offset` and returning at most `limit`, so a list loads only
    /// the rows it shows.
    func summaries(matching query: SearchQuery, offset: Int, limit: Int) throws -> [ConversationSummary]

    /// How many conversations match `query`.
    func count(matching query: SearchQuery) throws -> Int

    /// One conversation with its whole history, or nil when there is none with that id.
    func conversation(_ id: ConversationID) throws -> Conversation?

    /// Stores a message from me and returns it as stored.
    @discardableResult
    func send(_ text: OutgoingText, to id: ConversationID, at date: Date) throws -> Message

    /// Removes a conversation and its messages.
    func delete(_ id: ConversationID) throws

    /// Marks every message of a conversation as read.
    func markRead(_ id: ConversationID) throws

    /// Adds messages that arrived from elsewhere, creating their conversations as needed.
    /// A message whose id is already stored is skipped. Returns how many were new.
    @discardableResult
    func receive(_ incoming: [IncomingMessage]) throws -> Int

    /// Calls `observer` after every change, whichever process made it.
    func observe(_ observer: @escaping (StoreChange) -> Void)

    /// Looks for changes another process made since the last look and tells observers.
    /// Stores that no other process can see do nothing.
    func noticeExternalChanges() throws
}
