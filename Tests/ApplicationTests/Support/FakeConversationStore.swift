import Application
import Domain
import Foundation

/// A store for flow tests: conversations in an array, every query recorded.
/// Application's tests cannot see Infrastructure, so they carry their own; an
/// actor, as every store is, so it takes turns exactly like a real one.
actor FakeConversationStore: ConversationStore {
    private(set) var conversations: [Conversation]
    private(set) var queries: [SearchQuery] = []
    private var listeners: [AsyncStream<StoreChange>.Continuation] = []
    private var sentCount = 0

    init(_ conversations: [Conversation]) {
        self.conversations = conversations
    }

    func summaries(matching query: SearchQuery, offset: Int, limit: Int) throws -> [ConversationSummary] {
        queries.append(query)
        let sorted = conversations.filter(query.matches).map(\.summary).sorted(by: ConversationSummary.byRecency)
        return Array(sorted.dropFirst(offset).prefix(limit))
    }

    func count(matching query: SearchQuery) throws -> Int {
        conversations.count(where: query.matches)
    }

    func conversation(_ id: ConversationID) throws -> Conversation? {
        conversations.first { $0.id == id }
    }

    func send(_ text: OutgoingText, to id: ConversationID, at date: Date) throws -> Message {
        guard let index = conversations.firstIndex(where: { $0.id == id }) else {
            throw StoreError.noSuchConversation(id)
        }
        sentCount += 1
        // Padded so that messages sent in the same instant keep the order they were sent in.
        let message = Message(
            id: MessageID("sent-\(String(1_000_000 + sentCount))"), author: .me, sentAt: date, content: .text(text.text)
        )
        conversations[index].receive(message)
        notify(.messageSent(id))
        return message
    }

    func delete(_ id: ConversationID) throws {
        conversations.removeAll { $0.id == id }
        notify(.conversationDeleted(id))
    }

    func markRead(_ id: ConversationID) throws {
        guard let index = conversations.firstIndex(where: { $0.id == id }) else {
            throw StoreError.noSuchConversation(id)
        }
        conversations[index].markRead()
        notify(.conversationRead(id))
    }

    func receive(_ incoming: [IncomingMessage]) throws -> Int {
        var added = 0
        for item in incoming {
            if let index = conversations.firstIndex(where: { $0.id == item.conversationID }) {
                if conversations[index].receive(item.message) { added += 1 }
            } else {
                conversations.append(
                    Conversation(id: item.conversationID, participants: item.participants, messages: [item.message]))
                added += 1
            }
        }
        if added > 0 { notify(.messagesArrived(count: added)) }
        return added
    }

    func changes() -> AsyncStream<StoreChange> {
        let (stream, continuation) = AsyncStream.makeStream(of: StoreChange.self)
        listeners.append(continuation)
        return stream
    }

    func noticeExternalChanges() throws {}

    private func notify(_ change: StoreChange) {
        for listener in listeners { listener.yield(change) }
    }
}
