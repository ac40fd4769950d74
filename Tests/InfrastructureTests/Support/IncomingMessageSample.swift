import Application
import Domain
import Foundation

/// An unread text from a contact, in a conversation named after its id.
enum IncomingMessageSample {
    static func make(conversation: String, message: String, text: String? = nil, minutes: Double = 0) -> IncomingMessage
    {
        IncomingMessage(
            conversationID: ConversationID(conversation), participants: ["Person \(conversation)"],
            message: Message(
                id: MessageID(message), author: .contact("Person \(conversation)"),
                sentAt: Date(timeIntervalSince1970: 1_773_136_800 + minutes * 60),
                content: .text(text ?? "text of \(message)")))
    }
}
