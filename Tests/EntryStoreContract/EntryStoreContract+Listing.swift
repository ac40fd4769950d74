import Application
import Domain
import Foundation
import Testing

/// How every store lists and reads back what was added.
extension EntryStoreContract {
    func listsNewestFirstWithTheLaterOneFirstAtTheSameTime(_ store: any EntryStore<Draft>) async throws {
        let old = try await store.add(try draft(1), at: start)
        let tied = try await store.add(try draft(2), at: start.addingTimeInterval(60))
        let later = try await store.add(try draft(3), at: start.addingTimeInterval(60))
        #expect(try await store.page(offset: 0, limit: 10).entries == [later, tied, old])
        #expect(try await store.page(offset: 0, limit: 0) == EntryPage(entries: [], offset: 0, total: 3))
        #expect(try await store.count() == 3)
    }

    func aPageSkipsOffsetAndTakesAtMostLimit(_ store: any EntryStore<Draft>) async throws {
        var added: [Entry<Draft>] = []
        for minute in 0..<5 {
            added.append(try await store.add(try draft(minute), at: start.addingTimeInterval(Double(minute) * 60)))
        }
        #expect(try await store.page(offset: 1, limit: 2).entries == [added[3], added[2]])
        #expect(try await store.page(offset: 4, limit: 2).entries == [added[0]])
        #expect(try await store.page(offset: 5, limit: 2) == EntryPage(entries: [], offset: 5, total: 5))
    }

    /// Each field's values at its kind's limits, and nil for each optional one, read back exactly:
    /// each entry deleted once read, so a unique field's edge never meets another's example.
    func everyValueAtAFieldsLimitsReadsBackWhole(_ store: any EntryStore<Draft>) async throws {
        for field in fields {
            for value in field.kind.edges + (field.isOptional ? [nil] : []) {
                let added = try await store.add(try draft(field, value), at: start)
                #expect(try await store.entry(added.id) == added, "\(field.name): \(String(describing: value))")
                try await store.delete(added.id)
            }
        }
        #expect(try await store.entry(Int64.max) == nil)
    }
}
