/// The port through which one use case changes several features' stores as
/// one change: each step calls a feature's own port, as anywhere else, and
/// either every step lands or none does. No other task or process sees the
/// change half made.
///
/// App hands a use case the one of the session's engine: one write
/// transaction on the App's SQLite connection; one PostgreSQL transaction in
/// which an entry a step reads by id (`EntryStore.entry(_:)`) stays locked to
/// the end, so a check and the write that follows it cannot be overtaken; in
/// memory, every other call held until it ends. A step that throws undoes every step before it, and
/// the failure names the step:
///
///     let order = try await work.perform { step in
///         let product = try await step("find the product") { try await products.entry(id) }
///         try await step("take the stock") { try await products.update(id, to: taken, from: product.version) }
///         return try await step("record the order") { try await orders.add(draft, at: now) }
///     }
public protocol UnitOfWork: Sendable {
    /// Runs `work` as one change, and returns what it returns once the
    /// change has landed. What `work` throws outside a step fails the unit
    /// as the step "the unit of work".
    func perform<Result: Sendable>(
        _ work: (WorkStep) async throws -> Result
    ) async throws(UnitOfWorkError) -> Result
}
