public import ContactsApplication
public import ContactsDomain
public import Foundation

/// A store for the flow's tests: entries newest first, ids never given twice,
/// and a failure the test switches on to see how the flow reports a store that fails.
/// Public, so that every test target of a feature with modules can share it.
public actor FakeContactsStore: ContactsStore {
    public struct Broken: Error, CustomStringConvertible {
        public var description: String { "the store is broken" }
    }

    public private(set) var entries: [Contact] = []
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

    public func contacts(offset: Int, limit: Int) throws -> [Contact] {
        if listsFail { throw Broken() }
        return Array(entries.dropFirst(offset).prefix(limit))
    }

    public func count() throws -> Int {
        if listsFail { throw Broken() }
        return entries.count
    }

    public func contact(_ id: Int64) throws -> Contact? {
        if changesFail { throw Broken() }
        return entries.first { $0.id == id }
    }

    @discardableResult
    public func add(_ title: ContactTitle, at date: Date) throws -> Contact {
        if changesFail { throw Broken() }
        lastID += 1
        let added = Contact(id: lastID, title: title, createdAt: date)
        entries.insert(added, at: 0)
        return added
    }

    public func delete(_ id: Int64) throws {
        if changesFail { throw Broken() }
        guard entries.contains(where: { $0.id == id }) else { throw ContactsStoreError.notFound(id) }
        entries.removeAll { $0.id == id }
    }
}
