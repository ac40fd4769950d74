import Domain
import Testing

/// A draft of two fields, one of which may be left empty, as a feature declares one.
private struct NoteDraft: EntryDraft {
    static let title = FieldKey(\Self.title, "title", .text(maximumLength: 20))
    static let due = FieldKey(\Self.due, "due", .date)
    static let fields = DraftFields(title, due)

    let title: String
    let due: CalendarDay?

    init(_ values: FieldValues) throws(FieldError) {
        title = try values.get(Self.title)
        due = try values.get(Self.due)
    }
}

@Suite struct DraftFieldsTests {
    @Test func aFieldMayBeLeftEmptyExactlyWhenItsPropertyIsOptional() {
        #expect(NoteDraft.fields.map(\.isOptional) == [false, true])
        #expect(NoteDraft.fields.map(\.name) == ["title", "due"])
    }

    @Test func aDraftGivesBackTheValuesItWasMadeFrom() throws {
        let values = FieldValues(
            Array(NoteDraft.fields), ["title": .text("Call Ada"), "due": .date(try #require(CalendarDay("2026-12-02")))])
        let draft = try NoteDraft(values)
        #expect(draft.title == "Call Ada")
        #expect(draft.values == values)
        let undated = try NoteDraft(FieldValues(Array(NoteDraft.fields), ["title": .text("Call Ada")]))
        #expect(undated.values["due"] == nil)
    }

    @Test func aKeyReadsItsFieldWithTheFieldsLimits() {
        let values = FieldValues(Array(NoteDraft.fields), ["title": .text(String(repeating: "x", count: 21))])
        #expect(throws: FieldError.self) { try NoteDraft(values) }
        #expect(throws: FieldError("title", .required)) { try NoteDraft(FieldValues(Array(NoteDraft.fields))) }
    }
}
