import Application
import Domain
import Foundation
import Interface

/// The seeded data: deterministic names and texts from a small vocabulary,
/// so every run and both stores see the same words.
enum Corpus {
    static let messagesPerConversation = 10
    static let query = "zephyr"
    static let syllables = [
        "ka", "lo", "mi", "ren", "sa", "tu", "vel", "dor", "fi", "gan", "pe", "quo", "ra", "sil", "ti", "xu",
    ]
    static let names = ["Alex", "Sam", "Noor", "Chloé", "Zoë", "Ana", "Björn", "Li", "Omar", "Priya"]

    static func word(_ seed: Int) -> String {
        var value = seed &* 2_654_435_761 & 0xFFFF_FFFF
        var word = ""
        for _ in 0..<3 {
            word += syllables[value % syllables.count]
            value /= syllables.count
        }
        return word
    }

    static func conversation(_ number: Int) -> Conversation {
        let participants = [names[number % names.count] + " \(word(number).capitalized)"]
        let messages = (0..<messagesPerConversation).map { index in
            let seed = number * messagesPerConversation + index
            // One message in a thousand holds the searched word.
            let text =
                (0..<8).map { word(seed * 8 + $0) }.joined(separator: " ") + (seed % 1000 == 7 ? " \(query)" : "")
            return Message(
                id: MessageID("m\(seed)"), author: index % 2 == 0 ? .me : .contact(participants[0]),
                sentAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(seed % 9973) * 60), content: .text(text),
                isRead: index < messagesPerConversation - 1)
        }
        return Conversation(id: ConversationID("c\(number)"), participants: participants, messages: messages)
    }

    static func conversations(_ count: Int) -> [Conversation] { (0..<count).map(conversation) }

    static func seed(_ store: any ConversationStore, conversations: Int) async throws {
        for start in stride(from: 0, to: conversations, by: 2000) {
            let batch = (start..<min(start + 2000, conversations)).map(conversation).flatMap { conversation in
                conversation.messages.map {
                    IncomingMessage(
                        conversationID: conversation.id, participants: conversation.participants, message: $0)
                }
            }
            try await store.receive(batch)
        }
    }

    /// What the App does before its first frame: count, load one page, render it.
    @MainActor
    static func firstFrame(of store: any ConversationStore) async -> [String] {
        let timestamps = TimestampFormatter(
            now: { Date(timeIntervalSince1970: 1_700_600_000) }, calendar: Calendar(identifier: .gregorian),
            locale: Locale(identifier: "en_US"))
        let window = InboxWindow(style: .plain)
        let service = InboxService(store: store, feed: nil, now: { Date() })
        let flow = InboxFlow(
            service: service,
            presenter: InboxPresenter(presentation: InboxPresentation(timestamps: timestamps), display: window))
        _ = await flow.handle(.showList)
        return window.frame(width: 80)
    }

    /// How many store calls `send` costs with a conversation open, through
    /// the same flow the App runs: the figure the core issue bounds.
    @MainActor
    static func callsToSend(through store: any ConversationStore) async -> Int {
        let counting = CountingConversationStore(store)
        let flow = InboxFlow(
            service: InboxService(store: counting, feed: nil, now: { Date(timeIntervalSince1970: 2_100_000_000) }),
            presenter: InboxPresenter(
                presentation: InboxPresentation(
                    timestamps: TimestampFormatter(
                        now: { Date() }, calendar: Calendar(identifier: .gregorian), locale: Locale(identifier: "en_US")
                    )),
                display: InboxWindow(style: .plain)))
        _ = await flow.show()
        _ = await flow.handle(.open(number: 1))
        await counting.reset()
        _ = await flow.handle(.send("counted"))
        return await counting.calls
    }

    static func search(_ store: any ConversationStore) async throws -> Int {
        let query = SearchQuery(query)
        let page = try await store.page(matching: query, offset: 0, limit: 20)
        return page.total + page.summaries.count
    }
}
