import Application
import Domain
import Foundation

/// A store for the core flow's tests: entries newest first, ids never given twice,
/// and a failure the test switches on to see how the flow reports a store that fails.
actor FakeEntryStore: EntryStore {
    struct Broken: Error, CustomStringConvertible {
        var description: String { "the store is broken" }
    }

    private(set) var entries: [Note] = []
    /// Every call through the port, so a test holds a command to what it costs.
    private(set) var calls = 0
    private var lastID: Int64 = 0
    private var listsFail = false
    private var changesFail = false
    /// Entries that other features' entries name, as the App's database would count them.
    private var referred: [Int64: [Referrers]] = [:]

    /// From now on, the calls named fail: reading the list, or changing and reading one entry.
    func fail(lists: Bool = true, changes: Bool = true) {
        listsFail = lists
        changesFail = changes
    }

    /// What another process does behind the flow's back.
    func removeBehindTheFlow(_ id: Int64) {
        entries.removeAll { $0.id == id }
    }

    /// What another feature's entries do: name this entry, so its delete is refused.
    func refer(to id: Int64, by referrers: [Referrers]) {
        referred[id] = referrers
    }

    /// Another process's edit, which moves the entry to its next version.
    func editBehindTheFlow(_ id: Int64) {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
        let entry = entries[index]
        entries[index] = Note(id: id, version: entry.version + 1, createdAt: entry.createdAt, draft: entry.draft)
    }

    func page(offset: Int, limit: Int) throws -> EntryPage<NoteDraft> {
        calls += 1
        if listsFail { throw Broken() }
        return EntryPage<NoteDraft>(
            entries: Array(entries.dropFirst(offset).prefix(limit)), offset: offset, total: entries.count)
    }

    func count() throws -> Int {
        calls += 1
        if listsFail { throw Broken() }
        return entries.count
    }

    func entry(_ id: Int64) throws -> Note? {
        calls += 1
        if changesFail { throw Broken() }
        return entries.first { $0.id == id }
    }

    func labels(of ids: Set<EntryID>) throws -> [EntryID: String] {
        calls += 1
        if listsFail { throw Broken() }
        return entries.filter { ids.contains(EntryID($0.id)) }.reduce(into: [:]) { labels, entry in
            labels[EntryID(entry.id)] = entry.draft.values.label
        }
    }

    func entries(startingWith prefix: String, limit: Int) throws -> [EntryLabel] {
        calls += 1
        if listsFail { throw Broken() }
        let found = entries.map { EntryLabel(id: EntryID($0.id), label: $0.draft.values.label) }
            .filter { EntryLabel.label($0.label, startsWith: prefix) }
        return Array(EntryLabel.ordered(found, for: prefix).prefix(limit))
    }

    @discardableResult
    func add(_ draft: NoteDraft, at date: Date) throws -> Note {
        calls += 1
        if changesFail { throw Broken() }
        lastID += 1
        let added = Note(id: lastID, version: 1, createdAt: date, draft: draft)
        entries.insert(added, at: 0)
        return added
    }

    @discardableResult
    func update(_ id: Int64, to draft: NoteDraft, from version: Int64) throws -> Note {
        calls += 1
        if changesFail { throw Broken() }
        guard let index = entries.firstIndex(where: { $0.id == id }) else { throw EntryStoreError.notFound(id) }
        guard entries[index].version == version else { throw EntryStoreError.changedElsewhere(id) }
        entries[index] = Note(id: id, version: version + 1, createdAt: entries[index].createdAt, draft: draft)
        return entries[index]
    }

    func delete(_ id: Int64) throws {
        calls += 1
        if changesFail { throw Broken() }
        guard entries.contains(where: { $0.id == id }) else { throw EntryStoreError.notFound(id) }
        if let referrers = referred[id] { throw EntryStoreError.referredTo(id, referrers) }
        entries.removeAll { $0.id == id }
    }
}
