import Domain
import Foundation

/// The conversations both renderings draw: deterministic, and varied enough to
/// reach every branch of a list row: one to three participants, names with
/// accents, wide characters and emoji, text, photo and notice previews,
/// multi-line and hostile text, unread badges, and times from today back six weeks.
enum SampleInbox {
    static let names = [
        "Alex Morgan", "Sam Lee", "Chloé Dubois", "Zoë Ng", "李雷", "Björn Åberg", "Priya Raman",
        "Omar Haddad", "Noor 🙂", "Ana",
    ]
    static let words = ["lunch", "tomorrow", "café", "the", "report", "is", "ready", "photos", "from", "Kyoto", "すし"]
    static let messagesPerConversation = 3

    static func conversations(_ count: Int, before now: Date) -> [Conversation] {
        (0..<count).map { conversation($0, before: now) }
    }

    private static func conversation(_ number: Int, before now: Date) -> Conversation {
        let participants = (0...(number % 3)).map { names[(number + $0 * 7) % names.count] }
        // Spread over six weeks so "today", "Yesterday", weekdays and dates all show.
        let minutesAgo = (number &* 7919) % (60 * 24 * 42)
        let messages = (0..<messagesPerConversation).map { index in
            Message(
                id: MessageID("m\(number)-\(index)"),
                author: index == 0 ? .me : .contact(participants[index % participants.count]),
                sentAt: now.addingTimeInterval(-Double(minutesAgo + (messagesPerConversation - index) * 5) * 60),
                content: content(number, index), isRead: index < messagesPerConversation - 1 || number % 4 != 0)
        }
        return Conversation(id: ConversationID("c\(number)"), participants: participants, messages: messages)
    }

    private static func content(_ number: Int, _ index: Int) -> MessageContent {
        let text = (0..<(3 + (number + index) % 14)).map { words[(number * 3 + index + $0) % words.count] }
            .joined(separator: " ")
        switch (number + index) % 10 {
        case 7: return .photos((0...(number % 3)).map { "photo\($0).jpg" })
        case 8: return .notice("\(names[number % names.count]) joined")
        case 9: return .text("  " + text + "\nsecond line\n")
        case 5 where number % 50 == 5: return .text("\u{1B}[31m" + text + " \u{202E}reversed")
        default: return .text(text)
        }
    }
}
