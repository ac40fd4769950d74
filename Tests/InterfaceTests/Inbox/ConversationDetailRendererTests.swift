import Application
import Interface
import Testing

@Suite struct ConversationDetailRendererTests {
    let renderer = ConversationDetailRenderer(style: .plain)
    /// The most a feed may carry, as one word, made from bytes: quicker in a debug build.
    static let huge = String(decoding: Array(repeating: UInt8(ascii: "a"), count: 16 << 20), as: UTF8.self)

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

    /// A text, a name or a list of participants of any length shows what its
    /// lines hold, the cut marked: at width 30 each line reads 30 cells of it, or
    /// 31 to know that more follows, and no more (`UntrustedTextTests`).
    @Test func textOfAnyLengthShowsTheStartThatFitsItsLines() {
        let huge = Self.huge
        let conversation = ConversationViewModel(
            title: huge,
            rows: [.text(author: huge, time: "9:00 AM", body: huge, isMine: false), .notice(text: huge, time: "")],
            unreadText: "1 unread")
        let a = { (count: Int) in String(repeating: "a", count: count) }
        #expect(
            renderer.lines(for: conversation, width: 30, height: 6) == [
                a(20) + "… 1 unread", String(repeating: "─", count: 30), a(21) + "… 9:00 AM", "  " + a(28),
                "  " + a(28), "  " + a(27) + "…", "— " + a(27) + "…",
            ])
        // Line mode has no height: a message still shows no more than `longestText` lines.
        #expect(renderer.lines(for: conversation, width: 30).count == 2 + TextLayout.longestText + 1)
    }

    @Test func fullScreenAMessageLongerThanTheScreenShowsItsStart() {
        let window = InboxFullScreenWindow(style: .plain)
        let huge = Self.huge
        window.showConversation(
            ConversationViewModel(
                title: "Alex", rows: [.text(author: "Alex", time: "9:00 AM", body: huge, isMine: false)],
                unreadText: ""))
        window.showScreen(.conversation)
        // Eight rows between the search bar and the status line: the title, its rule and one message.
        let frame = window.frame(width: 40, height: 12, selected: nil)
        let text = "  " + String(repeating: "a", count: 38)
        let head: [String] = ["Alex" + String(repeating: " ", count: 36), String(repeating: "─", count: 40)]
        let author = "Alex" + String(repeating: " ", count: 29) + "9:00 AM"
        let body: [String] = Array(repeating: text, count: 4) + [text.dropLast() + "…"]
        #expect(frame.count == 12)
        #expect(Array(frame[2..<10]) == head + [author] + body)
    }

    @Test func nothingOpenSaysSo() {
        #expect(renderer.lines(for: nil, width: 30) == ["No conversation open."])
    }
}
