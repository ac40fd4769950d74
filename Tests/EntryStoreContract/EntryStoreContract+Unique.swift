import Application
import Domain
import Testing

/// How every store keeps a unique field's values apart (`code:text:unique`).
extension EntryStoreContract {
    /// Another entry's value is refused on an add and on an edit, naming the
    /// field and the value, and nothing changes; an entry keeps its own value
    /// through an edit, and entries left empty there never clash.
    func aUniqueFieldsValueIsRefusedInAnotherEntry(_ store: any EntryStore<Draft>) async throws {
        for (index, field) in fields.enumerated() where field.isUnique {
            // Numbers of this field's own, so its entries meet none of another field's.
            let (first, other) = (10 * index + 1, 10 * index + 2)
            let kept = try await store.add(try draft(first), at: start)
            let value = try #require(kept.draft.values[field.name])
            let duplicate = EntryStoreError.duplicate(field: field.name, value: value.written)
            await #expect(throws: duplicate) { try await store.add(try draft(field, value, other), at: start) }
            let second = try await store.add(try draft(other), at: start)
            await #expect(throws: duplicate) {
                try await store.update(second.id, to: try draft(field, value, other), from: 1)
            }
            #expect(try await store.page(offset: 0, limit: 10).entries == [second, kept])
            #expect(try await store.update(kept.id, to: try draft(first), from: 1).version == 2)
            if field.isOptional {
                for number in [first, other] {
                    try await store.add(try draft(field, nil, number + 5), at: start)
                }
                #expect(try await store.count() == 4)
            }
            for entry in try await store.page(offset: 0, limit: 10).entries { try await store.delete(entry.id) }
        }
    }
}
