public import {{Application}}
public import {{Domain}}
public import Foundation

/// Keeps {{words}} in memory for one session: the twin of
/// `SQLite{{Name}}Store` behind the same port, for `--in-memory` and for
/// tests. An actor, as every store is, so calls take turns.
public actor InMemory{{Name}}Store: {{Name}}Store {
    /// Newest first, as the SQLite store orders them: by time, then by id.
    private var entries: [{{Item}}] = []
    private var lastID: Int64 = 0

    public init() {}

    public func page(offset: Int, limit: Int) -> {{Name}}Page {
        let entries = Array(entries.dropFirst(max(0, offset)).prefix(max(0, limit)))
        return {{Name}}Page(entries: entries, offset: max(0, offset), total: self.entries.count)
    }

    public func count() -> Int {
        entries.count
    }

    public func {{item}}(_ id: Int64) -> {{Item}}? {
        entries.first { $0.id == id }
    }

    @discardableResult
    public func add(_ draft: {{Item}}Draft, at date: Date) -> {{Item}} {
        lastID += 1
        let added = {{Item}}(id: lastID, version: 1, createdAt: date, draft: draft)
        let index = entries.firstIndex { ($0.createdAt, $0.id) < (date, added.id) } ?? entries.endIndex
        entries.insert(added, at: index)
        return added
    }

    @discardableResult
    public func update(_ id: Int64, to draft: {{Item}}Draft, from version: Int64) throws -> {{Item}} {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { throw {{Name}}StoreError.notFound(id) }
        let entry = entries[index]
        guard entry.version == version else { throw {{Name}}StoreError.changedElsewhere(id) }
        entries[index] = {{Item}}(id: id, version: version + 1, createdAt: entry.createdAt, draft: draft)
        return entries[index]
    }

    public func delete(_ id: Int64) throws {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { throw {{Name}}StoreError.notFound(id) }
        entries.remove(at: index)
    }
}
