import Application
import Domain
import Foundation

/// A store for the flow's tests: entries newest first by id, and a failure
/// the test can switch on to see how the flow reports a store that fails.
actor Fake{{Name}}Store: {{Name}}Store {
    struct Broken: Error, CustomStringConvertible {
        var description: String { "the store is broken" }
    }

    private(set) var entries: [{{Item}}] = []
    private var failing = false

    func fail() {
        failing = true
    }

    func {{name}}(offset: Int, limit: Int) throws -> [{{Item}}] {
        if failing { throw Broken() }
        return Array(entries.dropFirst(offset).prefix(limit))
    }

    func count() throws -> Int {
        if failing { throw Broken() }
        return entries.count
    }

    func {{item}}(_ id: Int64) -> {{Item}}? {
        entries.first { $0.id == id }
    }

    @discardableResult
    func add(_ title: {{Item}}Title, at date: Date) throws -> {{Item}} {
        if failing { throw Broken() }
        let added = {{Item}}(id: (entries.map(\.id).max() ?? 0) + 1, title: title, createdAt: date)
        entries.insert(added, at: 0)
        return added
    }

    func delete(_ id: Int64) throws {
        guard entries.contains(where: { $0.id == id }) else { throw {{Name}}StoreError.notFound(id) }
        entries.removeAll { $0.id == id }
    }
}
