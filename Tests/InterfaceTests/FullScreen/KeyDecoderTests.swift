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

    @Test func aBracketedPasteIsOneKeyWhateverItHoldsAndWhereverTheReadsCutIt() {
        #expect(
            keys("a\u{1B}[200~one\rtwo\u{1B}[A\u{1B}[201~b") == [
                .character("a"), .paste("one\rtwo\u{1B}[A"), .character("b"),
            ])
        let bytes = Array("\u{1B}[200~cut\nhere\u{1B}[201~q".utf8)
        for cut in 1..<bytes.count {
            var decoder = KeyDecoder()
            let keys = decoder.keys(in: bytes[..<cut]) + decoder.keys(in: bytes[cut...])
            #expect(keys == [.paste("cut\nhere"), .character("q")], "cut after \(cut) bytes")
        }
    }

    @Test func anEscapeAloneIsTheKeyOnceInputPausesAndOneBeforeAnotherKeyStandsAlone() {
        var decoder = KeyDecoder()
        #expect(decoder.keys(in: [0x1B]) == [])
        #expect(decoder.keysAfterPause() == [.escape])
        #expect(keys("\u{1B}q") == [.escape, .character("q")])
    }

    /// A sequence that stops arriving is the keys it was, so the key after it is never lost.
    @Test(arguments: [
        ("\u{1B}[", [Key.escape, .character("[")]),
        ("\u{1B}[1;", [.escape, .character("["), .character("1"), .character(";")]),
        ("\u{1B}O", [.escape, .character("O")]),
    ])
    func anUnfinishedSequenceIsTheKeysItWasOnceInputPauses(sequence: String, keys: [Key]) {
        var decoder = KeyDecoder()
        #expect(decoder.keys(in: Array(sequence.utf8)) == [])
        #expect(decoder.keysAfterPause() == keys)
        #expect(decoder.keys(in: Array("q".utf8)) == [.character("q")])
    }

    /// The reproduction: a byte no sequence holds ends the one before it, so
    /// the paste's start marker is read whole whatever came before it.
    @Test func aSequenceBrokenByAnotherEndsThereAndThePasteAfterItIsText() {
        #expect(
            keys("\u{1B}[\u{1B}[200~abc\u{3}def\u{1B}[201~") == [
                .escape, .character("["), .paste("abc\u{3}def"),
            ])
        #expect(keys("\u{1B}O\u{1B}[A") == [.escape, .character("O"), .up])
    }

    /// A paste over a slow link has gaps: a pause does not end it, idle input does.
    @Test func aPasteGoesOnThroughAPauseAndOneWithNoEndIsTextOnceInputIsIdle() {
        var decoder = KeyDecoder()
        #expect(decoder.keys(in: Array("\u{1B}[200~hello ".utf8)) == [])
        #expect(decoder.keysAfterPause() == [])
        #expect(decoder.keys(in: Array("q dy\u{1B}[201~".utf8)) == [.paste("hello q dy")])
        #expect(decoder.keys(in: Array("\u{1B}[200~q\u{3}y\u{1B}[20".utf8)) == [])
        #expect(decoder.keysAfterPause() == [])
        #expect(decoder.keysAfterIdle() == [.paste("q\u{3}y\u{1B}[20")])
        #expect(decoder.keys(in: Array("q".utf8)) == [.character("q")])
    }

    /// Over a slow link a paste's start marker may arrive in two parts, a
    /// pause apart: what came before the pause is the keys it was, and the
    /// paste is still text.
    @Test func aPasteWhoseStartMarkerAPauseCutIsStillText() {
        let paste = Array("\u{1B}[200~q\u{3}y\u{1B}[201~z".utf8)
        for cut in 1..<6 {
            var decoder = KeyDecoder()
            var keys = decoder.keys(in: paste[..<cut]) + decoder.keysAfterPause()
            #expect(keys.first == .escape, "cut \(cut)")
            keys += decoder.keys(in: paste[cut...])
            #expect(keys.suffix(2) == [.paste("q\u{3}y"), .character("z")], "cut \(cut): \(keys)")
        }
        var decoder = KeyDecoder()
        #expect(decoder.keys(in: [0x1B]) + decoder.keysAfterPause() == [.escape])
        #expect(decoder.keys(in: Array("q".utf8)) == [.character("q")])
    }

    /// Terminal replies and long sequences are passed over whole, however a
    /// read cuts them, and never become keys.
    @Test func longSequencesAndStringCommandsAreDroppedWhole() {
        let long = "\u{1B}[" + String(repeating: "1", count: 100) + "A"
        #expect(keys(long + "x") == [.character("x")])
        #expect(keys("\u{1B}]0;title\u{7}x\u{1B}]52;c;YWJj\u{1B}\\y") == [.character("x"), .character("y")])
        let bytes = Array((long + "\u{1B}]0;title\u{7}z").utf8)
        for cut in 1..<bytes.count {
            var decoder = KeyDecoder()
            #expect(
                decoder.keys(in: bytes[..<cut]) + decoder.keys(in: bytes[cut...]) == [.character("z")], "cut \(cut)")
        }
    }

    /// A character cut short by a byte of another kind is dropped at once, and the key after it is read.
    @Test func aCharacterCutShortIsDroppedAndTheKeyAfterItIsRead() {
        var decoder = KeyDecoder()
        #expect(decoder.keys(in: [0xE9, UInt8(ascii: "q")]) == [.character("q")])
        #expect(decoder.keys(in: [0xF0, 0x1B]) == [])
        #expect(decoder.keysAfterPause() == [.escape])
        #expect(decoder.keys(in: [0xE6, 0x97]) == [])
        #expect(decoder.keysAfterPause() == [])
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
