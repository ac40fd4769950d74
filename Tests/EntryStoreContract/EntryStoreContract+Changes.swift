import Application
import Domain
import Testing

/// How every store edits and deletes.
extension EntryStoreContract {
    func anEditMovesTheVersionAndOneFromAnOldOneIsRefused(_ store: any EntryStore<Draft>) async throws {
        let added = try await store.add(try draft(1), at: start)
        let edited = try await store.update(added.id, to: try draft(2), from: 1)
        #expect(edited == Entry(id: added.id, version: 2, createdAt: start, draft: try draft(2)))
        await #expect(throws: EntryStoreError.changedElsewhere(added.id)) {
            try await store.update(added.id, to: try draft(3), from: 1)
        }
        #expect(try await store.entry(added.id) == edited)
        await #expect(throws: EntryStoreError.notFound(added.id + 1)) {
            try await store.update(added.id + 1, to: try draft(3), from: 1)
        }
    }

    func aDeletedOneIsGoneItsIdIsNeverGivenAgainAndASecondDeleteIsRefused(
        _ store: any EntryStore<Draft>
    ) async throws {
        let first = try await store.add(try draft(1), at: start)
        try await store.delete(first.id)
        #expect(try await store.count() == 0)
        await #expect(throws: EntryStoreError.notFound(first.id)) { try await store.delete(first.id) }
        #expect(try await store.add(try draft(2), at: start).id != first.id)
    }
}
