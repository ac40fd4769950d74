public import Application
public import Domain
public import Foundation

/// A store that keeps conversations in memory: the reference for what every
/// store must answer, the default for tests, and the App's `--in-memory`.
///
/// Search is a scan over every conversation; a database answers the same
/// question with an index. An actor, like the SQLite store, so both keep the
/// same promise: calls take turns, and each change is whole when it returns.
public actor InMemoryConversationStore: ConversationStore {
    private var conversations: [ConversationID: Conversation]
    private var messageIDs: Set<MessageID>
    private var nextMessageNumber = 1

    public init(_ conversations: [Conversation] = []) {
        self.conversations = Dictionary(conversations.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        messageIDs = Set(self.conversations.values.flatMap { $0.messages.map(\.id) })
    }

    public func page(matching query: SearchQuery, offset: Int, limit: Int) throws -> ConversationPage {
        let matches = conversations.values.filter(query.matches).map(\.summary).sorted(
            by: ConversationSummary.byRecency)
        return ConversationPage(
            summaries: Array(matches.dropFirst(max(0, offset)).prefix(max(0, limit))), offset: max(0, offset),
            total: matches.count)
    }

    public func conversation(_ id: ConversationID) throws -> Conversation? {
        conversations[id]
    }

    @discardableResult
    public func send(_ text: OutgoingText, to id: ConversationID, at date: Date) throws -> Message {
        guard var conversation = conversations[id] else { throw ConversationStoreError.notFound(id) }
        let message = Message(
            id: freshMessageID(), author: .me, sentAt: date, content: .text(text.text), isRead: true)
        conversation.receive(message)
        conversations[id] = conversation
        messageIDs.insert(message.id)
        return message
    }

    public func delete(_ id: ConversationID) throws {
        guard let removed = conversations.removeValue(forKey: id) else { throw ConversationStoreError.notFound(id) }
        messageIDs.subtract(removed.messages.map(\.id))
    }

    public func markRead(_ id: ConversationID) throws {
        guard conversations[id] != nil else { throw ConversationStoreError.notFound(id) }
        conversations[id]?.markRead()
    }

    @discardableResult
    public func receive(_ incoming: [IncomingMessage]) throws -> Int {
        var added = 0
        for item in incoming where !messageIDs.contains(item.message.id) {
            var conversation =
                conversations[item.conversationID]
                ?? Conversation(id: item.conversationID, participants: item.participants, messages: [])
            conversation.receive(item.message)
            conversations[item.conversationID] = conversation
            messageIDs.insert(item.message.id)
            added += 1
        }
        return added
    }

    /// Nothing outside this process can change memory.
    public func noticeExternalChanges() -> Bool { false }

    private func freshMessageID() -> MessageID {
        while true {
            let id = LocalMessageID.make(nextMessageNumber)
            nextMessageNumber += 1
            if !messageIDs.contains(id) { return id }
        }
    }
}
