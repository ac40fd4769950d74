public import Application

/// A unit of work in the App's SQLite file: one write transaction on the
/// connection every feature's store shares, which their calls inside it join.
public struct SQLiteUnitOfWork: UnitOfWork {
    private let file: SQLiteStoreDatabase

    package init(file: SQLiteStoreDatabase) {
        self.file = file
    }

    public func perform<Result: Sendable>(
        _ work: (WorkStep) async throws -> Result
    ) async throws(UnitOfWorkError) -> Result {
        try await file.performUnit(work)
    }
}
