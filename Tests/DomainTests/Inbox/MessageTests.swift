import Domain
import Foundation
import Testing

@Suite struct MessageTests {
    @Test(arguments: [
        (Author.contact("Ana"), false, true), (.contact("Ana"), true, false), (.me, false, false),
        (.system, false, false),
    ])
    func needsAttentionOnlyWhenUnreadAndFromAContact(author: Author, isRead: Bool, expected: Bool) {
        let message = Message(id: MessageID("m"), author: author, sentAt: Date(), content: .text("x"), isRead: isRead)
        #expect(message.needsAttention == expected)
    }
}
