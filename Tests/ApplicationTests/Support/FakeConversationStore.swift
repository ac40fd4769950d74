import Application
import Domain
import Foundation

/// A store for flow tests: conversations in an array, every query recorded.
/// Application's tests cannot see Infrastructure, so they carry their own; an
/// actor, as every store is, so it takes turns exactly like a real one.
actor FakeConversationStore: ConversationStore {
    private(set) var conversations: [Conversation]
    private(set) var queries: [SearchQuery] = []
    /// Set by `removeBehindTheFlow`, as another process's commit would be.
    private var changedElsewhere = false
    private var sentCount = 0

    init(_ conversations: [Conversation]) {
        self.conversations = conversations
    }

    func page(matching query: SearchQuery, offset: Int, limit: Int) throws -> ConversationPage {
        queries.append(query)
        let sorted = conversations.filter(query.matches).map(\.summary).sorted(by: ConversationSummary.byRecency)
        return ConversationPage(
            summaries: Array(sorted.dropFirst(offset).prefix(limit)), offset: offset, total: sorted.count)
    }

    /// What another process does behind the flow's back; the next look notices it.
    func removeBehindTheFlow(_ id: ConversationID) {
        conversations.removeAll { $0.id == id }
        changedElsewhere = true
    }

    func conversation(_ id: ConversationID) throws -> Conversation? {
        conversations.first { $0.id == id }
    }

    func send(_ text: OutgoingText, to id: ConversationID, at date: Date) throws -> Message {
        guard let index = conversations.firstIndex(where: { $0.id == id }) else {
            throw ConversationStoreError.notFound(id)
        }
        sentCount += 1
        // Padded so that messages sent in the same instant keep the order they were sent in.
        let message = Message(
            id: MessageID("sent-\(String(1_000_000 + sentCount))"), author: .me, sentAt: date, content: .text(text.text)
        )
        conversations[index].receive(message)
        return message
    }

    func delete(_ id: ConversationID) throws {
        conversations.removeAll { $0.id == id }
    }

    func markRead(_ id: ConversationID) throws {
        guard let index = conversations.firstIndex(where: { $0.id == id }) else {
            throw ConversationStoreError.notFound(id)
        }
        conversations[index].markRead()
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
        return added
    }

    func noticeExternalChanges() -> Bool {
        defer { changedElsewhere = false }
        return changedElsewhere
    }
}
