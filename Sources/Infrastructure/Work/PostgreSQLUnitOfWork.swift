public import Application

/// A unit of work in the App's PostgreSQL database: one transaction on the
/// connection every feature's store shares, which their calls inside it
/// join, and in which an entry a step reads stays locked to the end.
public struct PostgreSQLUnitOfWork: UnitOfWork {
    private let database: PostgreSQLStoreDatabase

    package init(database: PostgreSQLStoreDatabase) {
        self.database = database
    }

    public func perform<Result: Sendable>(
        _ work: (WorkStep) async throws -> Result
    ) async throws(UnitOfWorkError) -> Result {
        try await database.performUnit(work)
    }
}
