public import Domain
public import Foundation

/// The port through which a feature keeps its entries.
///
/// Application owns this protocol; Infrastructure supplies a store for each
/// engine (SQLite, PostgreSQL) and one in memory, each generic over the
/// draft. It is `async` because a real store does I/O, and `Sendable` because
/// calls arrive from any task. Each method is one call to the store, so a
/// command costs as many round trips as it makes calls.
public protocol EntryStore<Draft>: Sendable {
    associatedtype Draft: EntryDraft

    /// Newest first: `limit` of them after skipping `offset`, and how many there
    /// are in all, read together so the two agree. A `limit` of 0 only counts.
    func page(offset: Int, limit: Int) async throws -> EntryPage<Draft>

    /// How many there are, in one statement that reads no row: what another
    /// feature asks through App, on every reload of its own.
    func count() async throws -> Int

    /// The one with this id, or nil when there is none.
    func entry(_ id: Int64) async throws -> Entry<Draft>?

    /// The label (the first field, as written) of each of `ids` that
    /// exists, in one statement: what another feature's reference shows.
    func labels(of ids: Set<EntryID>) async throws -> [EntryID: String]

    /// Up to `limit` whose label starts with `prefix`, ASCII case ignored,
    /// whole labels first, then in label order (`EntryLabel.ordered(_:for:)`):
    /// what a label typed in another feature may mean.
    func entries(startingWith prefix: String, limit: Int) async throws -> [EntryLabel]

    /// Adds one made at `date`, at version 1; the store gives it its id.
    @discardableResult
    func add(_ draft: Draft, at date: Date) async throws -> Entry<Draft>

    /// Gives the one with this id `draft`'s fields and the next version, if
    /// it is still at `version`: throws `EntryStoreError.changedElsewhere`
    /// when another edit came first, and `.notFound` when there is none.
    @discardableResult
    func update(_ id: Int64, to draft: Draft, from version: Int64) async throws -> Entry<Draft>

    /// Deletes the one with this id; throws `EntryStoreError.notFound` when
    /// there is none, and `.referredTo` when another feature's entries name
    /// it, which the App's database counts as it refuses.
    func delete(_ id: Int64) async throws
}
