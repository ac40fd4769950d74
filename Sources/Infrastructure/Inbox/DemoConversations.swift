public import Domain
public import Foundation

/// A handful of conversations to explore the app with, dated relative to `now`
/// so that every timestamp rule shows: today, yesterday, a weekday and a date.
public enum DemoConversations {
    public static func make(now: Date) -> [Conversation] {
        func ago(hours: Double) -> Date { now.addingTimeInterval(-hours * 3600) }
        func message(_ id: String, _ author: Author, _ hours: Double, _ content: MessageContent, read: Bool = true)
            -> Message
        {
            Message(
                id: MessageID("demo-\(id)"), author: author, sentAt: ago(hours: hours), content: content, isRead: read)
        }
        let alex = Author.contact("Alex Morgan")
        let sam = Author.contact("Sam Lee")
        let noor = Author.contact("Noor Haddad")
        let chloe = Author.contact("Chloé Dubois")
        return [
            Conversation(
                id: ConversationID("alex"), participants: ["Alex Morgan"],
                messages: [
                    message("a1", .me, 3, .text("Are we still on for lunch?")),
                    message("a2", alex, 2, .text("Yes! The café on Main Street.\nSee you at noon.")),
                    message("a3", alex, 1, .photos(["menu.jpg"]), read: false),
                ]),
            Conversation(
                id: ConversationID("team"), participants: ["Sam Lee", "Noor Haddad"],
                messages: [
                    message("t1", .system, 30, .notice("Noor Haddad joined")),
                    message("t2", noor, 29, .text("Hi all, the release notes are ready for review.")),
                    message("t3", sam, 26, .text("Thanks, reading them now."), read: false),
                ]),
            Conversation(
                id: ConversationID("chloe"), participants: ["Chloé Dubois"],
                messages: [
                    message("c1", chloe, 80, .text("Voilà les photos du week-end")),
                    message("c2", chloe, 79.5, .photos(["beach.jpg", "dunes.jpg", "sunset.jpg"])),
                ]),
            Conversation(
                id: ConversationID("sam"), participants: ["Sam Lee"],
                messages: [
                    message("s1", sam, 24 * 12, .text("Could you send me the slides from Tuesday?")),
                    message("s2", .me, 24 * 12 - 1, .text("Sent, check your mail.")),
                ]),
        ]
    }
}
