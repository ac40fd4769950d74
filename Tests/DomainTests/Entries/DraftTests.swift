import Domain
import Testing

/// A feature's fields for these tests: a label, and a day that may be left
/// empty, with a rule across the two.
private struct NoteFields: EntryFields {
    static let singular = "note", plural = "notes"
    let title = FieldKey<String>("title", .text(maximumLength: 20))
    let due = FieldKey<CalendarDay?>("due", .date)

    static func check(_ draft: Draft<Self>) throws(FieldError) {
        if draft.title == "Pay rent", draft.due == nil { throw FieldError(\Self.due, .required) }
    }
}

@Suite struct DraftTests {
    let fields = Draft<NoteFields>.fields

    @Test func theFieldsAreTheKeysInTheOrderDeclaredOptionalWhereTheirTypeIs() {
        #expect(fields.map(\.name) == ["title", "due"])
        #expect(fields.map(\.isOptional) == [false, true])
        #expect(fields.map(\.kind) == [.text(maximumLength: 20), .date])
    }

    @Test func aDraftReadsEachFieldAsItsSwiftTypeAndGivesBackItsValues() throws {
        let day = try #require(CalendarDay("2026-12-02"))
        let values = FieldValues(fields, ["title": .text("Call Ada"), "due": .date(day)])
        let draft = try Draft<NoteFields>(values)
        #expect(draft.title == "Call Ada")
        #expect(draft.due == day)
        #expect(draft.values == values)
        #expect(try Draft<NoteFields>(FieldValues(fields, ["title": .text("Call Ada")])).due == nil)
    }

    @Test func eachFieldIsCheckedAgainstItsKindThenTheRuleAcrossFields() {
        let long = FieldValues(fields, ["title": .text(String(repeating: "x", count: 21))])
        #expect(throws: FieldError("title", .tooLong(21, maximum: 20))) { try Draft<NoteFields>(long) }
        #expect(throws: FieldError("title", .required)) { try Draft<NoteFields>(FieldValues(fields)) }
        #expect(throws: FieldError("due", .wrongKind)) {
            try Draft<NoteFields>(FieldValues(fields, ["title": .text("a"), "due": .bool(true)]))
        }
        #expect(throws: FieldError("due", .required)) {
            try Draft<NoteFields>(FieldValues(fields, ["title": .text("Pay rent")]))
        }
    }
}
