import Application
import Interface
import Testing

@Suite struct ConversationDetailRendererTests {
    let renderer = ConversationDetailRenderer(style: .plain)

    @Test func eachKindOfMessageDrawsItsOwnRow() {
        #expect(
            renderer.lines(for: Samples.conversation, width: 30) == [
                "Alex Morgan           1 unread",
                "──────────────────────────────",
                "— Alex joined · Monday —",
                "You                    9:00 AM",
                "  Are we still on for lunch",
                "  today?",
                "Alex Morgan            9:30 AM",
                "  Yes!",
                "  The café on Main Street.",
                "Alex Morgan           10:00 AM",
                "  [Attachment: 1 Image]",
            ])
    }

    @Test func nothingOpenSaysSo() {
        #expect(renderer.lines(for: nil, width: 30) == ["No conversation open."])
    }
}
