import Domain
import Foundation
import Testing

/// What every field does with the ends of what was typed, with offsets, and
/// with what a refusal quotes: one rule for every kind.
@Suite struct TypedTextTests {
    let at = Field("at", .time)

    /// U+200B is no white space (Foundation's set on Linux takes it for one): at an end an invisible character is
    /// refused, naming it, even one that joins the letter before it; never trimmed into a "yes" or a label it is not.
    @Test func anInvisibleCharacterAtAnEndIsRefusedNamingIt() throws {
        let name = Field("name", .text(maximumLength: 20))
        let refused: [(typed: String, invisible: Unicode.Scalar)] = [
            ("Ada\u{200B}", "\u{200B}"), ("\u{FEFF}Ada", "\u{FEFF}"), (" Ada\u{2060} ", "\u{2060}"),
            ("\u{200E}Ada", "\u{200E}"), ("Ada\u{00AD}", "\u{00AD}"), ("Ada\u{200C}", "\u{200C}"),
            ("Ada\u{200D}", "\u{200D}"), ("Ada\u{E0067}", "\u{E0067}"), ("Ada\u{E007F}", "\u{E007F}"),
            ("Ada\u{FE0F}", "\u{FE0F}"), ("Ada\u{034F}", "\u{034F}"), ("\u{3164}Ada", "\u{3164}"),
            ("\u{FE0F}❤", "\u{FE0F}"), ("❤\u{FE0F}\u{FE0F}", "\u{FE0F}"), ("🏴\u{E007F}", "\u{E007F}"),
        ]
        for (typed, invisible) in refused {
            #expect(throws: FieldError("name", .invisibleAtEnd(invisible)), "\(typed.unicodeScalars.map(\.value))") {
                try name.value(from: typed)
            }
        }
        #expect(throws: FieldError("paid", .invisibleAtEnd("\u{200B}"))) {
            try Field("paid", .bool).value(from: "yes\u{200B}")
        }
        #expect(
            FieldError("paid", .invisibleAtEnd("\u{200B}")).description
                == "paid: cannot start or end with an invisible character (U+200B)")
    }

    /// What shows is kept: an invisible character inside a value, an emoji's presentation selector after the
    /// emoji at the end, and a tag sequence's end after its tags, as England's flag ends.
    @Test func anInvisibleCharacterInsideOrEndingAnEmojiIsKept() throws {
        let name = Field("name", .text(maximumLength: 20))
        let england = "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"
        for typed in ["Ada 👩\u{200D}👧", "A\u{200B}da", "Ada ❤\u{FE0F}", "Ada ☺\u{FE0E}", "Ada " + england] {
            #expect(try name.value(from: typed) == .text(typed), "\(typed.unicodeScalars.map(\.value))")
        }
        #expect(try name.value(from: "\u{3000}Ada\u{85}") == .text("Ada"), "Unicode's white space is trimmed")
    }

    @Test func anOffsetIsZOrSignedHoursAndMinutesWithinFourteenHours() throws {
        #expect(try at.value(from: "2026-11-27T10:00:00+14:00")?.written == "2026-11-26T20:00:00Z")
        #expect(try at.value(from: "2026-11-27T10:00:00-14:00")?.written == "2026-11-28T00:00:00Z")
        #expect(try at.value(from: "2026-11-27T10:00:00-00:30")?.written == "2026-11-27T10:30:00Z")
        let refused = [
            "+-1:00", "++1:00", "+:1:00", "+0100", "+24:00", "+14:01", "-15:00", "+01:60", "+1:00", "z", "+01:00Z",
            "+\u{0661}1:00", "+01:0\u{0301}0",
        ]
        for offset in refused {
            let typed = "2026-11-27T10:00:00" + offset
            #expect(throws: FieldError("at", .notATime(typed)), "\(offset)") { try at.value(from: typed) }
        }
    }

    /// A time past year 1 once its offset is taken off is refused quoting what was typed,
    /// never the internal count of days it came to; a long mistake is cut to 40 scalars.
    @Test func aRefusalQuotesWhatWasTypedCutToTheLineLimit() throws {
        let early = "0001-01-01T00:00:00+01:00"
        #expect(throws: FieldError("at", .notATime(early))) { try at.value(from: early) }
        let long = String(repeating: "0", count: 48) + "10"
        #expect(throws: FieldError("n", .outOfRange(String(repeating: "0", count: 40) + "…", 0...9))) {
            try Field("n", .int(0...9)).value(from: long)
        }
        #expect(throws: FieldError("n", .outOfRange("+010", 0...9))) { try Field("n", .int(0...9)).value(from: "+010") }
        #expect(throws: FieldError(String(repeating: "x", count: 40) + "…", .unknown(["n"]))) {
            try FieldValues([Field("n", .int(0...9))], typing: [(String(repeating: "x", count: 41), "1")])
        }
    }

    /// `add bogus=1 bogus=2` names no field: that is the first fault, before the repeat and before any value.
    @Test func aFieldTypedTwiceIsRefusedNotTakenLastWinsAndAnUnknownNameComesFirst() {
        let fields = [Field("name", .text(maximumLength: 9)), Field("n", .int(0...9))]
        #expect(throws: FieldError("name", .typedTwice)) {
            try FieldValues(fields, typing: [("n", "x"), ("name", "First"), ("name", "Second")])
        }
        #expect(
            FieldError("name", .typedTwice).description == "name: is typed more than once; type each field once")
        #expect(throws: FieldError("bogus", .unknown(["name", "n"]))) {
            try FieldValues(fields, typing: [("n", "x"), ("name", "A"), ("name", "B"), ("bogus", "1"), ("bogus", "2")])
        }
        #expect(
            FieldError("bogus", .unknown(["name", "n"])).description == "bogus: is not a field; the fields are name, n")
    }
}
