public import Application
public import ContactsDomain
import Domain
public import Foundation

/// The façade over the Contacts feature's subsystem: the flow asks it for
/// pages and changes, and never sees the store or the clock behind it.
public final class ContactsService: Sendable {
    private let store: any ContactsStore
    private let now: @Sendable () -> Date

    public init(store: any ContactsStore, now: @escaping @Sendable () -> Date) {
        self.store = store
        self.now = now
    }

    /// The page starting at `offset`; past the end, as after a delete, the last page there is.
    public func page(offset: Int, limit: Int) async throws -> ContactsPage {
        let limit = max(1, limit)
        let page = try await store.page(offset: max(0, offset), limit: limit)
        // Only a page that emptied since it was drawn costs a second read.
        guard page.entries.isEmpty, page.total > 0 else { return page }
        return try await store.page(offset: (page.total - 1) / limit * limit, limit: limit)
    }

    /// How many there are, in one call to the store that reads no row.
    public func count() async throws -> Int {
        try await store.count()
    }

    public func entry(_ id: Int64) async throws -> Contact? {
        try await store.contact(id)
    }

    /// Checks the fields against their rules, then adds the contact, made now.
    @discardableResult
    public func add(_ input: FieldInput) async throws -> Contact {
        try await store.add(try ContactDraft(input.values(for: ContactDraft.fields)), at: now())
    }

    /// Lays `changes` over `entry` as it was shown, checks the result, and
    /// saves it unless another edit reached the contact first.
    @discardableResult
    public func edit(_ entry: Contact, with changes: FieldInput) async throws -> Contact {
        let changed: FieldValues = entry.draft.values.changing(try changes.values(for: ContactDraft.fields))
        return try await store.update(entry.id, to: try ContactDraft(changed), from: entry.version)
    }

    public func delete(_ id: Int64) async throws {
        try await store.delete(id)
    }
}
