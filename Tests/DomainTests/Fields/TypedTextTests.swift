import Domain
import Foundation
import Testing

/// What every field does with the ends of what was typed, with offsets, and
/// with what a refusal quotes: one rule for every kind.
@Suite struct TypedTextTests {
    let at = Field("at", .time)

    /// U+200B is no white space (Foundation's set on Linux takes it for one): alone at an end it is refused,
    /// never trimmed into a "yes" or a label it is not; inside a value a format character is kept.
    @Test func anInvisibleFormatCharacterAtAnEndIsRefusedAndKeptInside() throws {
        let name = Field("name", .text(maximumLength: 20))
        for typed in ["Ada\u{200B}", "\u{FEFF}Ada", " Ada\u{2060} ", "\u{200E}Ada", "Ada\u{00AD}"] {
            #expect(throws: FieldError.self) { try name.value(from: typed) }
        }
        #expect(throws: FieldError("paid", .invisibleAtEnd("\u{200B}"))) {
            try Field("paid", .bool).value(from: "yes\u{200B}")
        }
        #expect(
            FieldError("paid", .invisibleAtEnd("\u{200B}")).description
                == "paid: cannot start or end with an invisible character (U+200B)")
        let family = "Ada 👩\u{200D}👧"
        #expect(try name.value(from: family) == .text(family), "a joiner inside an emoji is part of it")
        #expect(try name.value(from: "A\u{200B}da") == .text("A\u{200B}da"))
        #expect(try name.value(from: "Ada\u{200C}") == .text("Ada\u{200C}"), "a joiner belongs to the letter before it")
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

    @Test func aFieldTypedTwiceIsRefusedNotTakenLastWins() {
        let fields = [Field("name", .text(maximumLength: 9))]
        #expect(throws: FieldError("name", .typedTwice)) {
            try FieldValues(fields, typing: [("name", "First"), ("name", "Second")])
        }
        #expect(
            FieldError("name", .typedTwice).description == "name: is typed more than once; type each field once")
    }
}
