public import Application
public import ContactsApplication
public import ContactsDomain
public import Domain
public import Foundation
public import Infrastructure

/// Keeps contacts in memory for one session: the twin of
/// `SQLiteContactsStore` behind the same port, for `--in-memory` and for
/// tests. An actor, as every store is, so calls take turns.
public actor InMemoryContactsStore: ContactsStore {
    /// Newest first, as the SQLite store orders them: by time, then by id.
    private var entries: [Contact] = []
    private var lastID: Int64 = 0
    /// What the App's references hold in memory: told of every change, asked before a delete.
    private let references: InMemoryReferences

    public init(references: InMemoryReferences = InMemoryReferences()) {
        self.references = references
    }

    public func page(offset: Int, limit: Int) -> ContactsPage {
        let entries = Array(entries.dropFirst(max(0, offset)).prefix(max(0, limit)))
        return ContactsPage(entries: entries, offset: max(0, offset), total: self.entries.count)
    }

    public func count() -> Int {
        entries.count
    }

    public func contact(_ id: Int64) -> Contact? {
        entries.first { $0.id == id }
    }

    public func labels(of ids: Set<EntryID>) -> [EntryID: String] {
        entries.filter { ids.contains(EntryID($0.id)) }.reduce(into: [:]) { labels, entry in
            labels[EntryID(entry.id)] = entry.draft.values.label
        }
    }

    public func entries(startingWith prefix: String, limit: Int) -> [EntryLabel] {
        let found = entries.map { EntryLabel(id: EntryID($0.id), label: $0.draft.values.label) }
            .filter { EntryLabel.label($0.label, startsWith: prefix) }
        return Array(EntryLabel.ordered(found, for: prefix).prefix(max(0, limit)))
    }

    @discardableResult
    public func add(_ draft: ContactDraft, at date: Date) async -> Contact {
        lastID += 1
        let added = Contact(id: lastID, version: 1, createdAt: date, draft: draft)
        let index = entries.firstIndex { ($0.createdAt, $0.id) < (date, added.id) } ?? entries.endIndex
        entries.insert(added, at: index)
        await references.change(in: "contacts", from: nil, to: draft.values)
        return added
    }

    @discardableResult
    public func update(_ id: Int64, to draft: ContactDraft, from version: Int64) async throws -> Contact {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { throw ContactsStoreError.notFound(id) }
        let entry = entries[index]
        guard entry.version == version else { throw ContactsStoreError.changedElsewhere(id) }
        let updated = Contact(id: id, version: version + 1, createdAt: entry.createdAt, draft: draft)
        entries[index] = updated
        await references.change(in: "contacts", from: entry.draft.values, to: draft.values)
        return updated
    }

    public func delete(_ id: Int64) async throws {
        // Asked first: the index is found after the last suspension, so no other call can move it.
        let referrers = await references.referrers(to: "contacts", id: id)
        guard let index = entries.firstIndex(where: { $0.id == id }) else { throw ContactsStoreError.notFound(id) }
        guard referrers.isEmpty else { throw ContactsStoreError.referredTo(id, referrers) }
        await references.change(in: "contacts", from: entries.remove(at: index).draft.values, to: nil)
    }
}
