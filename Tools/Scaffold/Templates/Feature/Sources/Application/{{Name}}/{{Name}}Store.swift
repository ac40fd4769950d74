public import {{Domain}}
public import Foundation

/// The port through which the {{Name}} feature keeps its {{words}}.
///
/// Application owns this protocol; Infrastructure supplies the stores, one in
/// memory and one in the App's SQLite file. It is `async` because a real
/// store does I/O, and `Sendable` because stores are actors that take one
/// call at a time. Each method is one call to the store, so a command costs
/// as many round trips as it makes calls.
public protocol {{Name}}Store: Sendable {
    /// Newest first: `limit` of them after skipping `offset`, and how many there
    /// are in all, read together so the two agree. A `limit` of 0 only counts.
    func page(offset: Int, limit: Int) async throws -> {{Name}}Page

    /// The one with this id, or nil when there is none.
    func {{item}}(_ id: Int64) async throws -> {{Item}}?

    /// Adds one made at `date`; the store gives it its id.
    @discardableResult
    func add(_ title: {{Item}}Title, at date: Date) async throws -> {{Item}}

    /// Deletes the one with this id; throws `{{Name}}StoreError.notFound` when there is none.
    func delete(_ id: Int64) async throws
}

/// One page of the {{Name}} list as a store read it: the entries, where the
/// page starts, and how many there are in all.
public struct {{Name}}Page: Equatable, Sendable {
    public let entries: [{{Item}}]
    public let offset: Int
    public let total: Int

    public init(entries: [{{Item}}], offset: Int, total: Int) {
        self.entries = entries
        self.offset = offset
        self.total = total
    }

    public static let empty = {{Name}}Page(entries: [], offset: 0, total: 0)
}

/// Why a store refused a change to the {{words}}.
public enum {{Name}}StoreError: Error, Equatable {
    /// Another process may have deleted it since the list was drawn.
    case notFound(Int64)
}
