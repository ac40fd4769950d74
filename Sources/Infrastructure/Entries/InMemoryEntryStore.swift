public import Application
public import Domain
public import Foundation

/// Keeps a feature's entries in memory for one session: the twin of
/// `SQLiteEntryStore` behind the same port, for `--in-memory` and for tests.
/// An actor, as it owns the entries, so calls take turns. Each call also
/// takes a turn from the session's `InMemoryUnitOfWork`, so a unit of work
/// across features is seen whole or not at all, and undone if a step fails.
public actor InMemoryEntryStore<Draft: EntryDraft>: EntryStore {
    /// Newest first, as the engines order them: by time, then by id.
    var entries: [Entry<Draft>] = []
    private var lastID: Int64 = 0
    /// The table's name, under which the references know its rows.
    let table: String
    /// What the App's references hold in memory: told of every change, asked before a delete.
    let references: InMemoryReferences
    let work: InMemoryUnitOfWork

    public init(
        table: EntryTable<Draft>, references: InMemoryReferences = InMemoryReferences(),
        work: InMemoryUnitOfWork = InMemoryUnitOfWork()
    ) {
        self.table = table.name
        self.references = references
        self.work = work
    }

    public func page(offset: Int, limit: Int) async -> EntryPage<Draft> {
        await inTurn { _ in
            let page = Array(entries.dropFirst(max(0, offset)).prefix(max(0, limit)))
            return EntryPage(entries: page, offset: max(0, offset), total: entries.count)
        }
    }

    public func count() async -> Int {
        await inTurn { _ in entries.count }
    }

    public func entry(_ id: Int64) async -> Entry<Draft>? {
        await inTurn { _ in entries.first { $0.id == id } }
    }

    public func labels(of ids: Set<EntryID>) async -> [EntryID: String] {
        await inTurn { _ in
            entries.filter { ids.contains(EntryID($0.id)) }.reduce(into: [:]) { labels, entry in
                labels[EntryID(entry.id)] = entry.draft.values.label
            }
        }
    }

    public func entries(startingWith prefix: String, limit: Int) async -> [EntryLabel] {
        await inTurn { _ in
            let found = entries.map { EntryLabel(id: EntryID($0.id), label: $0.draft.values.label) }
                .filter { EntryLabel.label($0.label, startsWith: prefix) }
            return Array(EntryLabel.ordered(found, for: prefix).prefix(max(0, limit)))
        }
    }

    @discardableResult
    public func add(_ draft: Draft, at date: Date) async throws -> Entry<Draft> {
        try await inTurn { inWork in
            try refuseDuplicates(in: draft, besides: nil)
            lastID += 1
            let added = Entry(id: lastID, version: 1, createdAt: date, draft: draft)
            await replace(nil, with: added, undoable: inWork)
            return added
        }
    }

    @discardableResult
    public func update(_ id: Int64, to draft: Draft, from version: Int64) async throws -> Entry<Draft> {
        try await inTurn { inWork in
            guard let entry = entries.first(where: { $0.id == id }) else { throw EntryStoreError.notFound(id) }
            guard entry.version == version else { throw EntryStoreError.changedElsewhere(id) }
            try refuseDuplicates(in: draft, besides: id)
            let updated = Entry(id: id, version: version + 1, createdAt: entry.createdAt, draft: draft)
            await replace(entry, with: updated, undoable: inWork)
            return updated
        }
    }

    /// A unique field's value that another entry holds, as the engines'
    /// indexes refuse it: by its bytes, as they compare text, and checked with
    /// no suspension before the change, so no other call lands between.
    private func refuseDuplicates(in draft: Draft, besides id: Int64?) throws {
        for field in Draft.fields where field.isUnique {
            guard let value = draft.values[field.name]?.written else { continue }
            let holder = entries.first {
                $0.id != id && $0.draft.values[field.name]?.written.utf8.elementsEqual(value.utf8) == true
            }
            if holder != nil { throw EntryStoreError.duplicate(field: field.name, value: TypedText.shown(value)) }
        }
    }

    public func delete(_ id: Int64) async throws {
        try await inTurn { inWork in
            // Asked first: the entry is found after the last suspension, so no other call can move it.
            let referrers = await references.referrers(to: table, id: id)
            guard let entry = entries.first(where: { $0.id == id }) else { throw EntryStoreError.notFound(id) }
            guard referrers.isEmpty else { throw EntryStoreError.referredTo(id, referrers) }
            await replace(entry, with: nil, undoable: inWork)
        }
    }
}
