public import ContactsApplication
public import ContactsDomain
public import Foundation

/// Keeps contacts in memory for one session: the twin of
/// `SQLiteContactsStore` behind the same port, for `--in-memory` and for
/// tests. An actor, as every store is, so calls take turns.
public actor InMemoryContactsStore: ContactsStore {
    /// Newest first, as the SQLite store orders them: by time, then by id.
    private var entries: [Contact] = []
    private var lastID: Int64 = 0

    public init() {}

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

    @discardableResult
    public func add(_ draft: ContactDraft, at date: Date) -> Contact {
        lastID += 1
        let added = Contact(id: lastID, version: 1, createdAt: date, draft: draft)
        let index = entries.firstIndex { ($0.createdAt, $0.id) < (date, added.id) } ?? entries.endIndex
        entries.insert(added, at: index)
        return added
    }

    @discardableResult
    public func update(_ id: Int64, to draft: ContactDraft, from version: Int64) throws -> Contact {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { throw ContactsStoreError.notFound(id) }
        let entry = entries[index]
        guard entry.version == version else { throw ContactsStoreError.changedElsewhere(id) }
        entries[index] = Contact(id: id, version: version + 1, createdAt: entry.createdAt, draft: draft)
        return entries[index]
    }

    public func delete(_ id: Int64) throws {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { throw ContactsStoreError.notFound(id) }
        entries.remove(at: index)
    }
}
