import Application
import Testing

@Suite struct EntryRefusalTests {
    /// A store's typed refusal of a unique field's value, worded with what the feature calls one entry.
    @Test func aDuplicateNamesTheFieldAndTheValueBesideTheField() {
        let refusal = EntryRefusal<NoteDraft>(EntryStoreError.duplicate(field: "title", value: "W-1"))
        #expect(refusal == .duplicate(field: "title", value: "W-1"))
        #expect(refusal.message == "another note has title 'W-1'")
        #expect(refusal.field == "title")
    }
}
