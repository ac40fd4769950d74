{{modules}}public import Application
{{modules}}public import Domain
{{modules}}public import Infrastructure
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
    /// What the App's references hold in memory: told of every change, asked before a delete.
    private let references: InMemoryReferences

    public init(references: InMemoryReferences = InMemoryReferences()) {
        self.references = references
    }

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
    public func add(_ draft: {{Item}}Draft, at date: Date) async -> {{Item}} {
        lastID += 1
        let added = {{Item}}(id: lastID, version: 1, createdAt: date, draft: draft)
        let index = entries.firstIndex { ($0.createdAt, $0.id) < (date, added.id) } ?? entries.endIndex
        entries.insert(added, at: index)
        await references.change(in: "{{table}}", from: nil, to: draft.values)
        return added
    }

    @discardableResult
    public func update(_ id: Int64, to draft: {{Item}}Draft, from version: Int64) async throws -> {{Item}} {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { throw {{Name}}StoreError.notFound(id) }
        let entry = entries[index]
        guard entry.version == version else { throw {{Name}}StoreError.changedElsewhere(id) }
        let updated = {{Item}}(id: id, version: version + 1, createdAt: entry.createdAt, draft: draft)
        entries[index] = updated
        await references.change(in: "{{table}}", from: entry.draft.values, to: draft.values)
        return updated
    }

    public func delete(_ id: Int64) async throws {
        // Asked first: the index is found after the last suspension, so no other call can move it.
        let referrers = await references.referrers(to: "{{table}}", id: id)
        guard let index = entries.firstIndex(where: { $0.id == id }) else { throw {{Name}}StoreError.notFound(id) }
        guard referrers.isEmpty else { throw {{Name}}StoreError.referredTo(id, referrers) }
        await references.change(in: "{{table}}", from: entries.remove(at: index).draft.values, to: nil)
    }
}
