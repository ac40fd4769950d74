/// One named step of a unit of work: it runs a call to a feature's port and,
/// when the call throws, fails the whole unit with the step's name, as
/// `step("take the stock") { … }`. A failure fails the unit even when the use
/// case catches it: part of a failed call may have been written.
public struct WorkStep: Sendable {
    private let failed: @Sendable (UnitOfWorkError) async -> Void

    /// `failed` hears each step's failure, for the unit to refuse to land after one.
    public init(failed: @escaping @Sendable (UnitOfWorkError) async -> Void = { _ in }) {
        self.failed = failed
    }

    @discardableResult
    public func callAsFunction<Result>(
        _ name: String, _ body: () async throws -> Result
    ) async throws(UnitOfWorkError) -> Result {
        do {
            return try await body()
        } catch let failure as UnitOfWorkError {
            throw failure
        } catch {
            let failure = UnitOfWorkError(step: name, reason: error)
            await failed(failure)
            throw failure
        }
    }
}
