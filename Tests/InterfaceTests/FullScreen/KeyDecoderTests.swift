import Interface
import Testing

/// The bytes a terminal sends in raw mode, as keys: every sequence the key
/// maps use, in both cursor modes, whole even when a read cuts it in two.
@Suite struct KeyDecoderTests {
    func keys(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.keys(in: Array(text.utf8))
    }

    @Test func arrowsPagingHomeAndEndInEitherCursorMode() {
        #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(keys("\u{1B}OA\u{1B}OB\u{1B}OH\u{1B}OF") == [.up, .down, .home, .end])
        #expect(
            keys("\u{1B}[5~\u{1B}[6~\u{1B}[1~\u{1B}[4~\u{1B}[H\u{1B}[F") == [
                .pageUp, .pageDown, .home, .end, .home, .end,
            ])
    }

    @Test func textEnterTabBackspaceAndControlKeys() {
        #expect(keys("jé日\r\t\u{7F}") == [.character("j"), .character("é"), .character("日"), .enter, .tab, .backspace])
        #expect(keys("\u{3}\u{4}\u{1A}") == [.control("c"), .control("d"), .control("z")])
    }

    @Test func anEscapeThatEndsAReadIsTheKeyAndOneBeforeAnotherKeyStandsAlone() {
        #expect(keys("\u{1B}") == [.escape])
        #expect(keys("\u{1B}q") == [.escape, .character("q")])
    }

    @Test func aSequenceOrACharacterCutAcrossReadsIsFinishedByTheNext() {
        var decoder = KeyDecoder()
        #expect(decoder.keys(in: [0x1B, UInt8(ascii: "[")]) == [])
        #expect(decoder.keys(in: [UInt8(ascii: "6")]) == [])
        #expect(decoder.keys(in: [UInt8(ascii: "~")]) == [.pageDown])
        let bytes = Array("日".utf8)
        #expect(decoder.keys(in: bytes.prefix(2)) == [])
        #expect(decoder.keys(in: bytes.dropFirst(2)) == [.character("日")])
    }

    /// Nothing a terminal sends can put a raw control byte into what a key map sees.
    @Test func unknownSequencesAndInvalidBytesAreDroppedWhole() {
        #expect(keys("\u{1B}[99;5Zx") == [.character("x")])
        #expect(keys("\u{0}\u{1C}") == [])
        var decoder = KeyDecoder()
        #expect(decoder.keys(in: [0xFF, 0xC0, UInt8(ascii: "y")]) == [.character("y")])
    }
}
