import Application
import Domain
import Foundation

/// A fixed clock and calendar, so that every timestamp in a test reads the same anywhere.
enum Fixtures {
    /// Tuesday 10 March 2026, 10:00 UTC.
    nonisolated static let now = Date(timeIntervalSince1970: 1_773_136_800)

    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    static var timestamps: TimestampFormatter {
        TimestampFormatter(now: { now }, calendar: calendar, locale: Locale(identifier: "en_US"))
    }

    static func conversation(
        _ id: String, with participants: [String], _ content: MessageContent, hoursAgo: Double, unread: Bool = false
    ) -> Conversation {
        Conversation(
            id: ConversationID(id), participants: participants,
            messages: [
                Message(
                    id: MessageID("\(id)-1"), author: .contact(participants.first ?? "?"),
                    sentAt: now.addingTimeInterval(-hoursAgo * 3600), content: content, isRead: !unread)
            ])
    }
}
