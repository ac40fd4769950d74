import Domain
import Foundation
import Testing

@Suite struct ConversationTests {
    let start = Date(timeIntervalSince1970: 1_000_000)

    func message(_ id: String, _ author: Author, minutes: Double, read: Bool = false) -> Message {
        Message(
            id: MessageID(id), author: author, sentAt: start.addingTimeInterval(minutes * 60), content: .text(id),
            isRead: read)
    }

    @Test func keepsMessagesOldestFirstWhateverOrderTheyCameIn() {
        let conversation = Conversation(
            id: ConversationID("c"), participants: ["Ana"],
            messages: [message("b", .me, minutes: 2), message("a", .me, minutes: 1), message("c", .me, minutes: 3)])
        #expect(conversation.messages.map(\.id.rawValue) == ["a", "b", "c"])
        #expect(conversation.latestMessage?.id == MessageID("c"))
    }

    @Test func countsOnlyUnreadMessagesFromContacts() {
        let conversation = Conversation(
            id: ConversationID("c"), participants: ["Ana"],
            messages: [
                message("1", .contact("Ana"), minutes: 1),
                message("2", .contact("Ana"), minutes: 2, read: true),
                message("3", .me, minutes: 3),
                message("4", .system, minutes: 4),
                message("5", .contact("Ana"), minutes: 5),
            ])
        #expect(conversation.unreadCount == 2)
    }

    @Test func readingAConversationClearsItsUnreadCount() {
        var conversation = Conversation(
            id: ConversationID("c"), participants: ["Ana"], messages: [message("1", .contact("Ana"), minutes: 1)])
        conversation.markRead()
        #expect(conversation.unreadCount == 0)
        #expect(conversation.summary.unreadCount == 0)
    }

    @Test func receivingAMessageTwiceKeepsOneCopy() {
        var conversation = Conversation(id: ConversationID("c"), participants: ["Ana"], messages: [])
        let first = conversation.receive(message("1", .contact("Ana"), minutes: 1))
        let second = conversation.receive(message("1", .contact("Ana"), minutes: 1))
        #expect(first)
        #expect(!second)
        #expect(conversation.messages.count == 1)
    }

    @Test func summariesSortByRecencyThenID() {
        let older = ConversationSummary(
            id: ConversationID("a"), participants: [], latestMessage: message("1", .me, minutes: 1), unreadCount: 0)
        let newer = ConversationSummary(
            id: ConversationID("b"), participants: [], latestMessage: message("2", .me, minutes: 2), unreadCount: 0)
        let tie = ConversationSummary(
            id: ConversationID("c"), participants: [], latestMessage: message("3", .me, minutes: 2), unreadCount: 0)
        let empty = ConversationSummary(id: ConversationID("0"), participants: [], latestMessage: nil, unreadCount: 0)
        let sorted = [empty, older, tie, newer].sorted(by: ConversationSummary.byRecency)
        #expect(sorted.map(\.id.rawValue) == ["b", "c", "a", "0"])
    }
}
