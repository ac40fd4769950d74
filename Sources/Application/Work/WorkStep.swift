/// One named step of a unit of work: it runs a call to a feature's port and,
/// when the call throws, fails the whole unit with the step's name, as
/// `step("take the stock") { … }`.
public struct WorkStep: Sendable {
    public init() {}

    @discardableResult
    public func callAsFunction<Result>(
        _ name: String, _ body: () async throws -> Result
    ) async throws(UnitOfWorkError) -> Result {
        do {
            return try await body()
        } catch let failure as UnitOfWorkError {
            throw failure
        } catch {
            throw UnitOfWorkError(step: name, reason: error)
        }
    }
}
