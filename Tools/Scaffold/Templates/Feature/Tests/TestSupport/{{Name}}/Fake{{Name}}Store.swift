public import {{Application}}
public import {{Domain}}
public import Foundation

/// A store for the flow's tests: entries newest first, ids never given twice,
/// and a failure the test switches on to see how the flow reports a store that fails.
/// Public, so that every test target of a feature with modules can share it.
public actor Fake{{Name}}Store: {{Name}}Store {
    public struct Broken: Error, CustomStringConvertible {
        public var description: String { "the store is broken" }
    }

    public private(set) var entries: [{{Item}}] = []
    private var lastID: Int64 = 0
    private var listsFail = false
    private var changesFail = false

    public init() {}

    /// From now on, the calls named fail: reading the list, or changing and reading one entry.
    public func fail(lists: Bool = true, changes: Bool = true) {
        listsFail = lists
        changesFail = changes
    }

    /// What another process does behind the flow's back.
    public func removeBehindTheFlow(_ id: Int64) {
        entries.removeAll { $0.id == id }
    }

    public func {{name}}(offset: Int, limit: Int) throws -> [{{Item}}] {
        if listsFail { throw Broken() }
        return Array(entries.dropFirst(offset).prefix(limit))
    }

    public func count() throws -> Int {
        if listsFail { throw Broken() }
        return entries.count
    }

    public func {{item}}(_ id: Int64) throws -> {{Item}}? {
        if changesFail { throw Broken() }
        return entries.first { $0.id == id }
    }

    @discardableResult
    public func add(_ title: {{Item}}Title, at date: Date) throws -> {{Item}} {
        if changesFail { throw Broken() }
        lastID += 1
        let added = {{Item}}(id: lastID, title: title, createdAt: date)
        entries.insert(added, at: 0)
        return added
    }

    public func delete(_ id: Int64) throws {
        if changesFail { throw Broken() }
        guard entries.contains(where: { $0.id == id }) else { throw {{Name}}StoreError.notFound(id) }
        entries.removeAll { $0.id == id }
    }
}
