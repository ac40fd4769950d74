import Application
import Interface
import Testing

@Suite struct ConversationListRendererTests {
    let renderer = ConversationListRenderer(style: .plain)

    @Test func rendersAtForty() {
        #expect(
            renderer.lines(for: Samples.inbox, width: 40) == [
                ">  1 Alex Morgan (1)            10:00 AM",
                "     Attachment: 1 Image                ",
                "   2 山田 太郎                 Yesterday",
                "     今日はありがとうございました！また…",
                "   3 Mallory␛[31m               3/1/2026",
                "     evil ⟨U+202E⟩txt.exe               ",
            ])
    }

    @Test func rendersAtTwentyFour() {
        #expect(
            renderer.lines(for: Samples.inbox, width: 24) == [
                ">  1 Alex Morg… 10:00 AM",
                "     Attachment: 1 Image",
                "   2 山田 太郎 Yesterday",
                "     今日はありがとうご…",
                "   3 Mallory␛[… 3/1/2026",
                "     evil ⟨U+202E⟩txt.e…",
            ])
    }

    @Test func anEmptyListShowsItsEmptyText() {
        let empty = InboxViewModel(
            rows: [], searchText: "x", emptyText: "No conversations match \"x\".", positionText: "")
        #expect(renderer.lines(for: empty, width: 40) == ["No conversations match \"x\"."])
    }

    @Test func stylesOnlyWhenEnabled() {
        let styled = ConversationListRenderer(style: TextStyle(isEnabled: true)).lines(for: Samples.inbox, width: 40)
        #expect(styled[0].hasPrefix("\u{1B}[7m"))
        #expect(styled.map(TextStyle.strip) == renderer.lines(for: Samples.inbox, width: 40))
    }
}
