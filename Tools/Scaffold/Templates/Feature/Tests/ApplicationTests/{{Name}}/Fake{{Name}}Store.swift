import {{Application}}
import {{Domain}}
import Foundation

/// A store for the flow's tests: entries newest first, ids never given twice,
/// and a failure the test switches on to see how the flow reports a store that fails.
actor Fake{{Name}}Store: {{Name}}Store {
    struct Broken: Error, CustomStringConvertible {
        var description: String { "the store is broken" }
    }

    private(set) var entries: [{{Item}}] = []
    /// Every call through the port, so a test holds a command to what it costs.
    private(set) var calls = 0
    private var lastID: Int64 = 0
    private var listsFail = false
    private var changesFail = false

    /// From now on, the calls named fail: reading the list, or changing and reading one entry.
    func fail(lists: Bool = true, changes: Bool = true) {
        listsFail = lists
        changesFail = changes
    }

    /// What another process does behind the flow's back.
    func removeBehindTheFlow(_ id: Int64) {
        entries.removeAll { $0.id == id }
    }

    func page(offset: Int, limit: Int) throws -> {{Name}}Page {
        calls += 1
        if listsFail { throw Broken() }
        return {{Name}}Page(
            entries: Array(entries.dropFirst(offset).prefix(limit)), offset: offset, total: entries.count)
    }

    func {{item}}(_ id: Int64) throws -> {{Item}}? {
        calls += 1
        if changesFail { throw Broken() }
        return entries.first { $0.id == id }
    }

    @discardableResult
    func add(_ title: {{Item}}Title, at date: Date) throws -> {{Item}} {
        calls += 1
        if changesFail { throw Broken() }
        lastID += 1
        let added = {{Item}}(id: lastID, title: title, createdAt: date)
        entries.insert(added, at: 0)
        return added
    }

    func delete(_ id: Int64) throws {
        calls += 1
        if changesFail { throw Broken() }
        guard entries.contains(where: { $0.id == id }) else { throw {{Name}}StoreError.notFound(id) }
        entries.removeAll { $0.id == id }
    }
}
