public import {{Domain}}
public import Foundation

/// The façade over the {{Name}} feature's subsystem: the flow asks it for
/// pages and changes, and never sees the store or the clock behind it.
public final class {{Name}}Service: Sendable {
    private let store: any {{Name}}Store
    private let now: @Sendable () -> Date

    public init(store: any {{Name}}Store, now: @escaping @Sendable () -> Date) {
        self.store = store
        self.now = now
    }

    /// The page starting at `offset`; past the end, as after a delete, the last page there is.
    public func page(offset: Int, limit: Int) async throws -> {{Name}}Page {
        let limit = max(1, limit)
        let page = try await store.page(offset: max(0, offset), limit: limit)
        // Only a page that emptied since it was drawn costs a second read.
        guard page.entries.isEmpty, page.total > 0 else { return page }
        return try await store.page(offset: (page.total - 1) / limit * limit, limit: limit)
    }

    /// How many there are, in one call to the store that reads no row.
    public func count() async throws -> Int {
        try await store.page(offset: 0, limit: 0).total
    }

    public func entry(_ id: Int64) async throws -> {{Item}}? {
        try await store.{{item}}(id)
    }

    /// Checks the title against the rules, then adds the {{word}}, made now.
    @discardableResult
    public func add(title: String) async throws -> {{Item}} {
        try await store.add(try {{Item}}Title(title), at: now())
    }

    public func delete(_ id: Int64) async throws {
        try await store.delete(id)
    }
}
