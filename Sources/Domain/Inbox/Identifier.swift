/// A typed identifier: `ConversationID` and `MessageID` share one
/// implementation yet cannot be mixed up, because each is tagged with its owner.
///
/// A string rather than an integer so that ids from a remote feed can be stored
/// as they are, which is what keeps a sync from adding a message twice.
public struct Identifier<Owner>: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Identifies a conversation across stores and remote feeds.
public typealias ConversationID = Identifier<Conversation>

/// Identifies a message; unique across the whole store, not only its conversation.
public typealias MessageID = Identifier<Message>
