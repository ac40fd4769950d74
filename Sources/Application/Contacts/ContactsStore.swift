public import Application
public import ContactsDomain
public import Domain
public import Foundation

/// The port through which the Contacts feature keeps its contacts.
///
/// Application owns this protocol; Infrastructure supplies the stores, one in
/// memory and one in the App's SQLite file. It is `async` because a real
/// store does I/O, and `Sendable` because stores are actors that take one
/// call at a time. Each method is one call to the store, so a command costs
/// as many round trips as it makes calls.
public protocol ContactsStore: Sendable {
    /// Newest first: `limit` of them after skipping `offset`, and how many there
    /// are in all, read together so the two agree. A `limit` of 0 only counts.
    func page(offset: Int, limit: Int) async throws -> ContactsPage

    /// How many there are, in one statement that reads no row: what another
    /// feature asks through App, on every reload of its own.
    func count() async throws -> Int

    /// The one with this id, or nil when there is none.
    func contact(_ id: Int64) async throws -> Contact?

    /// The label (the first field, as written) of each of `ids` that
    /// exists, in one statement: what another feature's reference shows.
    func labels(of ids: Set<EntryID>) async throws -> [EntryID: String]

    /// Up to `limit` whose label starts with `prefix`, ASCII case ignored,
    /// whole labels first, then in label order (`EntryLabel.ordered(_:for:)`):
    /// what a label typed in another feature may mean.
    func entries(startingWith prefix: String, limit: Int) async throws -> [EntryLabel]

    /// Adds one made at `date`, at version 1; the store gives it its id.
    @discardableResult
    func add(_ draft: ContactDraft, at date: Date) async throws -> Contact

    /// Gives the one with this id `draft`'s fields and the next version, if
    /// it is still at `version`: throws `ContactsStoreError.changedElsewhere`
    /// when another edit came first, and `.notFound` when there is none.
    @discardableResult
    func update(_ id: Int64, to draft: ContactDraft, from version: Int64) async throws -> Contact

    /// Deletes the one with this id; throws `ContactsStoreError.notFound`
    /// when there is none, and `.referredTo` when another feature's entries
    /// name it, which the App's database counts as it refuses.
    func delete(_ id: Int64) async throws
}

/// One page of the Contacts list as a store read it: the entries, where the
/// page starts, and how many there are in all.
public struct ContactsPage: Equatable, Sendable {
    public let entries: [Contact]
    public let offset: Int
    public let total: Int

    public init(entries: [Contact], offset: Int, total: Int) {
        self.entries = entries
        self.offset = offset
        self.total = total
    }

    public static let empty = ContactsPage(entries: [], offset: 0, total: 0)
}

/// Why a store refused a change to the contacts.
public enum ContactsStoreError: Error, Equatable {
    /// Another process may have deleted it since the list was drawn.
    case notFound(Int64)
    /// Another edit reached it first: it is no longer at the version the edit started from.
    case changedElsewhere(Int64)
    /// Entries of other features name it, so it was kept: how many of each.
    case referredTo(Int64, [Referrers])
}
