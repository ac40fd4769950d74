import Interface
import Testing

@Suite struct TerminalTextTests {
    @Test(arguments: [("abc", 3), ("日本", 4), ("e\u{301}", 1), ("👍", 2), ("🇫🇷", 2), ("❤️", 2), ("\u{200B}", 0)])
    func countsTerminalCells(text: String, cells: Int) {
        #expect(TerminalCells.width(of: text) == cells)
    }

    @Test func makesControlCharactersVisible() {
        #expect(SafeText.make("a\u{1B}[31mb") == "a␛[31mb")
        #expect(SafeText.make("tab\there\u{7F}") == "tab␉here␡")
        #expect(SafeText.make("x\u{202E}y\u{2066}z\u{85}") == "x⟨U+202E⟩y⟨U+2066⟩z⟨U+85⟩")
    }

    /// Most text has nothing to replace, and some starts with the same bytes as what does.
    @Test(arguments: ["plain text", "café 日本 👍🏽", "… — ‘quoted’ ⟨x⟩", "no\u{A0}break"])
    func leavesTextWithNothingToReplaceAsItIs(text: String) {
        #expect(SafeText.make(text) == text)
        #expect(SafeText.make(text[...]) == text)
    }

    @Test func truncatesByCellsWithoutSplittingGraphemes() {
        #expect(TextLayout.truncate("hello world", to: 8) == "hello w…")
        #expect(TextLayout.truncate("日本語のテキスト", to: 6) == "日本…")
        #expect(TextLayout.truncate("e\u{301}e\u{301}e\u{301}e\u{301}", to: 3) == "e\u{301}e\u{301}…")
        #expect(TextLayout.truncate("short", to: 8) == "short")
    }

    @Test func wrapsAtSpacesAndBreaksWordsLongerThanTheLine() {
        #expect(TextLayout.wrap("the quick brown fox", to: 10) == ["the quick", "brown fox"])
        #expect(TextLayout.wrap("abcdefghij", to: 4) == ["abcd", "efgh", "ij"])
        #expect(TextLayout.wrap("", to: 4) == [""])
    }

    @Test func spreadsRightTextToTheEdge() {
        #expect(TextLayout.spread("left", "right", width: 12) == "left   right")
        #expect(TextLayout.spread("a long title here", "9:00", width: 12) == "a long… 9:00")
    }

    @Test func styleIsOnlyAddedWhenEnabledAndStripsBackOff() {
        #expect(TextStyle.plain.bold("x") == "x")
        let styled = TextStyle(isEnabled: true).inverse("x")
        #expect(styled == "\u{1B}[7mx\u{1B}[0m")
        #expect(TextStyle.strip(styled) == "x")
    }
}
