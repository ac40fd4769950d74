import Domain
import Infrastructure
import Testing

/// A task that names the note it follows up, in a field of two words, so its
/// column is not its name: what App declares for a reference field.
struct FollowUpFields: EntryFields {
    static let singular = "follow-up", plural = "follow-ups"
    let title = FieldKey<String>("title", .text(maximumLength: 200))
    let followsNote = FieldKey<EntryID?>("followsNote", .reference("note"))
}

extension EntryTable<Draft<FollowUpFields>> {
    static let followUps = EntryTable(
        sqlite: #""title" TEXT NOT NULL, "follows_note" INTEGER,"#,
        postgreSQL: #""title" text NOT NULL, "follows_note" bigint,"#,
        name: "follow_ups", versionedAs: "FollowUps")
}

/// `EntryTable.reference(_:to:)` names the rule from what the compiler checks:
/// the field's column, both tables, and the referring feature's words.
@Test func aReferenceIsTheFieldsColumnBetweenTheTwoTablesInTheReferringFeaturesWords() {
    let reference = EntryTable.followUps.reference(\.followsNote, to: EntryTable.notes)
    #expect(
        reference
            == StoreReference(
                from: "follow_ups", column: "follows_note", to: "notes", singular: "follow-up", plural: "follow-ups"))
}
