import Application
import Domain
import Testing

@Suite struct InboxRowFormatterTests {
    func presentation(_ content: MessageContent, participants: [String] = ["Ana"], unread: Bool = false)
        -> InboxRowFormatter
    {
        let conversation = Fixtures.conversation("c", with: participants, content, hoursAgo: 1, unread: unread)
        return InboxRowFormatter(conversation.summary, timestamps: Fixtures.timestamps)
    }

    @Test func previewNamesOnePhoto() {
        #expect(presentation(.photos(["a.jpg"])).preview == "Attachment: 1 Image")
    }

    @Test func previewCountsSeveralPhotos() {
        #expect(presentation(.photos(["a.jpg", "b.jpg", "c.jpg"])).preview == "Attachment: 3 Images")
    }

    @Test func previewIsTheFirstLineOfTheTextTrimmed() {
        #expect(presentation(.text("   Hello there  \nsecond line")).preview == "Hello there")
    }

    @Test func titleJoinsParticipants() {
        #expect(presentation(.text("x"), participants: ["Ana", "Bo"]).title == "Ana, Bo")
    }

    @Test func timestampAndUnreadCountComeFromTheNewestMessage() {
        let rules = presentation(.text("x"), unread: true)
        #expect(rules.timestamp == "9:00 AM")
        #expect(rules.unreadCount == 1)
    }

    @Test func anEmptyConversationSaysSo() {
        let empty = Conversation(id: ConversationID("e"), participants: ["Ana"], messages: [])
        let rules = InboxRowFormatter(empty.summary, timestamps: Fixtures.timestamps)
        #expect(rules.preview == "No messages yet")
        #expect(rules.timestamp == "")
    }

    @Test func previewReadsOnlyTheStartOfAHugeText() {
        let rules = presentation(.text("  " + String(repeating: "word ", count: 200_000)))
        #expect(rules.preview.count <= InboxRowFormatter.previewLength)
        #expect(rules.preview.hasPrefix("word word"))
    }

    /// A store's summary holds only the start of a long text; the preview of
    /// that start is the preview of the whole, at the lengths where the
    /// preview's own cut begins.
    @Test(arguments: [1_999, 2_000, 2_001, 2_002, 5_000])
    func previewOfTheStartAStoreHoldsIsThePreviewOfTheWhole(length: Int) {
        for text in [String(repeating: "a", count: length) + "b", String(repeating: "é", count: length)] {
            let message = Message(id: MessageID("m"), author: .me, sentAt: Fixtures.now, content: .text(text))
            let whole = ConversationSummary(
                id: ConversationID("c"), participants: ["Ana"], latestMessage: message, unreadCount: 0)
            let held = Conversation(id: ConversationID("c"), participants: ["Ana"], messages: [message]).summary
            #expect(held != whole || text.unicodeScalars.count <= ConversationSummary.textLimit)
            #expect(
                InboxRowFormatter(held, timestamps: Fixtures.timestamps).preview
                    == InboxRowFormatter(whole, timestamps: Fixtures.timestamps).preview)
        }
    }

    @Test func previewSkipsLeadingBlankLines() {
        #expect(presentation(.text("\n\n  Hello\nthere")).preview == "Hello")
    }
}
