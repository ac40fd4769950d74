public import Domain

extension EntryService {
    /// Adds an entry as `add` does, with `alongside` run first in the same
    /// unit of work: what an action across features changes elsewhere, through
    /// ports this feature owns. Either both land or neither does; what fails
    /// is thrown as `work` names it, the step `action` or "add the order".
    @discardableResult
    public func add(
        _ input: FieldInput, by action: String, in work: any UnitOfWork,
        alongside: @escaping @Sendable (Draft) async throws -> Void
    ) async throws -> Entry<Draft> {
        let (draft, store, date) = (try await draft(from: input), store, now())
        return try await work.perform { step in
            try await step(action) { try await alongside(draft) }
            return try await step(EntryRefusal<Draft>.addStep) { try await store.add(draft, at: date) }
        }
    }
}
