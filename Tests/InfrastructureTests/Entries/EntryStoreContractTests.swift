import Domain
import EntryStoreContract
import Infrastructure
import Testing

/// A feature's fields as the core sees them: a text label, a date that may
/// be left empty, a number, and a rule across fields. They hold the core's
/// stores to their contract here, where no feature of the template may be
/// edited for it.
struct NoteFields: EntryFields {
    static let singular = "note", plural = "notes"
    let title = FieldKey<String>("title", .text(maximumLength: 200))
    let due = FieldKey<CalendarDay?>("due", .date)
    let priority = FieldKey<Int64>("priority", .int(1...5))

    /// A note due on a day is one of the more pressing.
    static func check(_ draft: Draft<Self>) throws(FieldError) {
        if draft.due != nil, draft.priority < 2 {
            throw FieldError(\Self.priority, .outOfRange("\(draft.priority)", 2...5))
        }
    }
}

typealias NoteDraft = Draft<NoteFields>

extension EntryTable<NoteDraft> {
    static let notes = EntryTable(
        sqlite: #"""
            "title" TEXT NOT NULL CHECK (typeof("title") = 'text' AND length("title") BETWEEN 1 AND 200 AND instr("title", char(0)) = 0 AND "title" = trim("title", ' ' || char(9, 10, 11, 12, 13))),
            "due" TEXT CHECK ("due" IS NULL OR ("due" IS date("due") AND "due" >= '0001-01-01')),
            "priority" INTEGER NOT NULL CHECK (typeof("priority") = 'integer' AND "priority" BETWEEN 1 AND 5),
            """#,
        postgreSQL: #"""
            "title" text NOT NULL CHECK (char_length("title") BETWEEN 1 AND 200 AND "title" !~ '^\s|\s$'),
            "due" date CHECK ("due" BETWEEN '0001-01-01' AND '9999-12-31'),
            "priority" bigint NOT NULL CHECK ("priority" BETWEEN 1 AND 5),
            """#,
        name: "notes", versionedAs: "Notes")
}

/// The contract with a draft maker, as a feature with a rule across fields
/// runs it: some of the contract's values break the notes' rule, so each is
/// made to agree, a note of priority 1 left without a day. In memory alone:
/// the maker is the contract's, whatever the store, and Contacts' suite holds
/// the three stores to the rest.
@Suite struct EntryStoreContractTests {
    @Test func aDraftMakerMakesTheContractsValuesKeepTheRule() async throws {
        let contract = EntryStoreContract(table: .notes) { values in
            var values = values.values
            if values["priority"] == .int(1) { values["due"] = nil }
            return try NoteDraft(FieldValues(NoteDraft.fields, values))
        }
        try await contract.check(.inMemory)
    }
}
