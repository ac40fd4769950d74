import Domain
import Testing

/// A reference field holds another feature's entry by id: typed as "#12",
/// kept positive, and read back into the draft's `EntryID`.
@Suite struct EntryIDTests {
    let customer = Field("customer", .reference("contact"))

    @Test func anIDIsTypedWithAHashAndWrittenTheSameWay() throws {
        #expect(try customer.value(from: " #12 ") == .reference(EntryID(12)))
        #expect(try customer.value(from: "#12")?.written == "#12")
        #expect(customer.kind.form == "#id or contact")
    }

    /// A label reaches the Domain only once the service has matched it to an id.
    @Test func anythingButAPositiveIDIsRefusedNamingWhatToType() {
        for text in ["12", "#0", "#-3", "#+12", "#x", "#", "Ada"] {
            #expect(throws: FieldError("customer", .notAnID(text, "contact"))) { try customer.value(from: text) }
        }
        #expect(throws: FieldError("customer", .notAnID("#0", "contact"))) {
            try customer.checked(.reference(EntryID(0)))
        }
        #expect(
            FieldError("customer", .notAnID("12", "contact")).description
                == "customer: '12' is not a contact's id: write #12, or the start of its label")
    }

    @Test func aDraftReadsItAsAnEntryIDAndAnOptionalOneAsNil() throws {
        let fields = [customer, Field("backup", .reference("contact"), isOptional: true)]
        let values = FieldValues(fields, ["customer": .reference(EntryID(3))])
        let id: EntryID = try values.get("customer")
        let backup: EntryID? = try values.get("backup")
        #expect(id == EntryID(3))
        #expect(backup == nil)
        #expect(id.fieldValue == .reference(EntryID(3)))
    }

    @Test func theKindsEdgesAreKeptAndItsRefusedTextsRefused() {
        for edge in customer.kind.edges { #expect(throws: Never.self) { try customer.checked(edge) } }
        for text in customer.kind.refusedTexts { #expect(throws: FieldError.self) { try customer.value(from: text) } }
        #expect(customer.kind.edges.count == 2)
    }
}
