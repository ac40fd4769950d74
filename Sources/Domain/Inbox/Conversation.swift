public import Foundation

/// A thread of messages between me and one or more contacts.
public struct Conversation: Hashable, Sendable, Identifiable {
    public let id: ConversationID
    /// The contacts' display names, in the order they joined.
    public let participants: [String]
    /// Oldest first.
    public private(set) var messages: [Message]

    public init(id: ConversationID, participants: [String], messages: [Message]) {
        self.id = id
        self.participants = participants
        self.messages = messages.sorted(by: Message.chronologically)
    }

    public var latestMessage: Message? { messages.last }

    public var unreadCount: Int { messages.count(where: \.needsAttention) }

    /// When the conversation last changed; a conversation with no messages sorts last.
    public var lastActivity: Date { latestMessage?.sentAt ?? .distantPast }

    /// Reading a conversation reads every message in it.
    public mutating func markRead() {
        for index in messages.indices {
            messages[index].isRead = true
        }
    }

    /// Appends a message, keeping the order; returns false for a message already here.
    @discardableResult
    public mutating func receive(_ message: Message) -> Bool {
        guard !messages.contains(where: { $0.id == message.id }) else { return false }
        messages.append(message)
        messages.sort(by: Message.chronologically)
        return true
    }

    /// What a list of conversations needs, without the whole history or the
    /// newest message's whole text: what every store's summary holds.
    public var summary: ConversationSummary {
        ConversationSummary(
            id: id, participants: participants,
            latestMessage: latestMessage?.withTextCut(to: ConversationSummary.textLimit), unreadCount: unreadCount)
    }
}

extension Message {
    /// Oldest first; the id breaks ties so that the order is total and stores agree on it.
    public static func chronologically(_ lhs: Message, _ rhs: Message) -> Bool {
        (lhs.sentAt, lhs.id) < (rhs.sentAt, rhs.id)
    }
}
