public import ContactsDomain
public import Foundation

/// The port through which the Contacts feature keeps its contacts.
///
/// Application owns this protocol; Infrastructure supplies the stores, one in
/// memory and one in the App's SQLite file. It is `async` because a real
/// store does I/O, and `Sendable` because stores are actors that take one
/// call at a time.
public protocol ContactsStore: Sendable {
    /// Newest first: `limit` of them after skipping `offset`.
    func contacts(offset: Int, limit: Int) async throws -> [Contact]

    /// How many there are in all.
    func count() async throws -> Int

    /// The one with this id, or nil when there is none.
    func contact(_ id: Int64) async throws -> Contact?

    /// Adds one made at `date`; the store gives it its id.
    @discardableResult
    func add(_ title: ContactTitle, at date: Date) async throws -> Contact

    /// Deletes the one with this id; throws `ContactsStoreError.notFound` when there is none.
    func delete(_ id: Int64) async throws
}
