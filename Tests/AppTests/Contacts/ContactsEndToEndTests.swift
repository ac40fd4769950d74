import ContactsDomain
import Domain
import Testing

/// The Contacts feature through the built binary, in both views and on every store.
@Suite nonisolated struct ContactsEndToEndTests {
    static let session = EntrySession<Draft<ContactFields>>(command: "contacts")

    @Test(arguments: EndToEndCheck.allCases) func run(_ check: EndToEndCheck) throws {
        try Self.session.run(check)
    }
}
