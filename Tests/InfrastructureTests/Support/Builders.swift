import Domain
import Foundation

/// Short ways to write the conversations the tests need.
enum Build {
    static let epoch = Date(timeIntervalSince1970: 1_773_136_800)

    static func at(_ minutes: Double) -> Date { epoch.addingTimeInterval(minutes * 60) }

    static func text(
        _ id: String, _ text: String, at minutes: Double, from author: Author = .contact("Someone"), read: Bool = true
    ) -> Message {
        Message(id: MessageID(id), author: author, sentAt: at(minutes), content: .text(text), isRead: read)
    }

    static func conversation(_ id: String, _ participants: [String], _ messages: [Message]) -> Conversation {
        Conversation(id: ConversationID(id), participants: participants, messages: messages)
    }
}
