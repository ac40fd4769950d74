import EntryStoreContract
import {{Infrastructure}}
import Testing

/// The core stores' every promise, held on the {{Name}} table's columns and checks.
@Test(arguments: EntryStoreKind.available) func {{name}}KeepTheStoresContract(kind: EntryStoreKind) async throws {
    try await EntryStoreContract(table: .{{name}}).check(kind)
}
