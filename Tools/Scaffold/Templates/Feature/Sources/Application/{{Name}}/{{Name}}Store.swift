public import {{Domain}}
public import Foundation

/// The port through which the {{Name}} feature keeps its {{words}}.
///
/// Application owns this protocol; Infrastructure supplies the stores, one in
/// memory and one in the App's SQLite file. It is `async` because a real
/// store does I/O, and `Sendable` because stores are actors that take one
/// call at a time.
public protocol {{Name}}Store: Sendable {
    /// Newest first: `limit` of them after skipping `offset`.
    func {{name}}(offset: Int, limit: Int) async throws -> [{{Item}}]

    /// How many there are in all.
    func count() async throws -> Int

    /// The one with this id, or nil when there is none.
    func {{item}}(_ id: Int64) async throws -> {{Item}}?

    /// Adds one made at `date`; the store gives it its id.
    @discardableResult
    func add(_ title: {{Item}}Title, at date: Date) async throws -> {{Item}}

    /// Deletes the one with this id; throws `{{Name}}StoreError.notFound` when there is none.
    func delete(_ id: Int64) async throws
}
