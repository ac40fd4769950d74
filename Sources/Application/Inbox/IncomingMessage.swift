public import Domain

/// A message that arrived from outside, such as a remote feed, with the
/// conversation it belongs to.
public struct IncomingMessage: Hashable, Sendable {
    public let conversationID: ConversationID
    /// Used when the conversation is new to the store; ignored otherwise.
    public let participants: [String]
    public let message: Message

    public init(conversationID: ConversationID, participants: [String], message: Message) {
        self.conversationID = conversationID
        self.participants = participants
        self.message = message
    }
}
