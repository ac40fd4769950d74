import ContactsInfrastructure
import EntryStoreContract
import Testing

/// The core stores' every promise, held on the Contacts table's columns and checks.
@Test(arguments: EntryStoreKind.available) func contactsKeepTheStoresContract(kind: EntryStoreKind) async throws {
    try await EntryStoreContract(table: .contacts).check(kind)
}
