public import Domain
public import Foundation

/// The façade over one feature's subsystem: the flow asks it for pages and
/// changes, and never sees the store, the clock or the entries of other
/// features its reference fields name.
///
/// The store is a port chosen at launch (an engine, or memory), so the
/// service holds it as `any EntryStore`; everything else is generic.
public final class EntryService<Draft: EntryDraft>: Sendable {

    let store: any EntryStore<Draft>
    let references: FieldReferences
    let now: @Sendable () -> Date

    /// `references` gives each reference field its port, which App answers
    /// from the other feature's service; a feature with none needs none.
    public init(
        store: any EntryStore<Draft>, references: FieldReferences = FieldReferences(),
        now: @escaping @Sendable () -> Date
    ) {
        self.store = store
        self.references = references
        self.now = now
    }

    /// The page starting at `offset`; past the end, as after a delete, the last page there is.
    public func page(offset: Int, limit: Int) async throws -> EntryPage<Draft> {
        let limit = max(1, limit)
        let page = try await store.page(offset: max(0, offset), limit: limit)
        // Only a page that emptied since it was drawn costs a second read.
        guard page.entries.isEmpty, page.total > 0 else { return page }
        return try await store.page(offset: (page.total - 1) / limit * limit, limit: limit)
    }

    /// The labels of the entries of other features that `entries` name, one
    /// call per reference field: what the list and the detail show for them.
    public func labels(for entries: [Entry<Draft>]) async throws -> ReferenceLabels {
        try await references.labels(for: entries.map(\.draft.values))
    }

    /// Up to `limit` entries the reference field `field` may name, whose
    /// label starts with `prefix`: what the form's picker lists.
    public func candidates(for field: String, startingWith prefix: String, limit: Int) async throws -> [EntryLabel] {
        try await references.candidates(for: field, startingWith: prefix, limit: limit)
    }

    /// How many there are, in one call to the store that reads no row.
    public func count() async throws -> Int {
        try await store.count()
    }

    public func entry(_ id: Int64) async throws -> Entry<Draft>? {
        try await store.entry(id)
    }

    /// The labels of those of `ids` that exist: what a reference to this
    /// feature shows in another, which App asks through this service.
    public func labels(of ids: Set<EntryID>) async throws -> [EntryID: String] {
        try await store.labels(of: ids)
    }

    /// Up to `limit` whose label starts with `prefix`: what a label typed for
    /// a reference to this feature may mean.
    public func entries(startingWith prefix: String, limit: Int) async throws -> [EntryLabel] {
        try await store.entries(startingWith: prefix, limit: limit)
    }

    /// Checks the fields against their rules, a reference's against the
    /// entries it may name, then adds the entry, made now.
    @discardableResult
    public func add(_ input: FieldInput) async throws -> Entry<Draft> {
        try await store.add(try await draft(from: input), at: now())
    }

    /// The draft of what was typed, a reference's label turned into its entry's id first.
    func draft(from input: FieldInput) async throws -> Draft {
        let fields = Draft.fields
        return try Draft(try await references.resolving(input, for: fields).values(for: fields))
    }

    /// Lays `changes` over `entry` as it was shown, checks the result, and
    /// saves it unless another edit reached the entry first.
    @discardableResult
    public func edit(_ entry: Entry<Draft>, with changes: FieldInput) async throws -> Entry<Draft> {
        let fields = Draft.fields
        let changes = try await references.resolving(changes, for: fields)
        let changed: FieldValues = entry.draft.values.changing(try changes.values(for: fields))
        return try await store.update(entry.id, to: try Draft(changed), from: entry.version)
    }

    /// Saves `values` as the fields of the entry `id`, once checked, unless
    /// another edit reached it since `version`: an action's change to the entry
    /// it was shown, or another feature's, through a port that feature owns.
    @discardableResult
    public func update(_ id: Int64, to values: FieldValues, from version: Int64) async throws -> Entry<Draft> {
        try await store.update(id, to: try Draft(values), from: version)
    }

    public func delete(_ id: Int64) async throws {
        try await store.delete(id)
    }
}

/// What a reference to the feature shows and accepts, answered by its
/// service: App lends it to a feature whose field names this one's entries,
/// so neither feature imports the other.
extension EntryService: ReferencedEntries {}
