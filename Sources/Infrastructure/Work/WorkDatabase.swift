import Application

/// A database a unit of work can hold: it opens one transaction for the
/// unit, lets the unit's own calls join it, and ends it. The App's database
/// on each engine is one, and is the unit of work App hands a use case.
protocol WorkDatabase: WorkHolding, UnitOfWork {
    func begin(_ token: WorkToken) async throws
    func end(committing: Bool) async throws
}

extension WorkDatabase {
    public nonisolated func perform<Result: Sendable>(
        _ work: (WorkStep) async throws -> Result
    ) async throws(UnitOfWorkError) -> Result {
        try await performUnit(work)
    }

    /// Runs `work` as `UnitOfWork.perform` says, on this database. A unit
    /// started inside another on the same database joins it: the outer one
    /// lands or undoes both. One that caught a step's failure does not land.
    nonisolated func performUnit<Result: Sendable>(
        _ work: (WorkStep) async throws -> Result
    ) async throws(UnitOfWorkError) -> Result {
        let failures = WorkFailures()
        let step = WorkStep { await failures.note($0) }
        if let outer = WorkScope.current, await isHeld(by: outer) { return try await failing(work, step) }
        let token = WorkToken()
        do {
            try await begin(token)
        } catch {
            throw UnitOfWorkError(step: "begin", reason: error)
        }
        let result: Result
        do {
            result = try await WorkScope.$current.withValue(token) { try await failing(work, step) }
            if let caught = await failures.first { throw caught }
        } catch {
            try? await end(committing: false)
            throw error as? UnitOfWorkError ?? UnitOfWorkError(step: "the unit of work", reason: error)
        }
        do {
            try await end(committing: true)
        } catch {
            throw UnitOfWorkError(step: "commit", reason: error)
        }
        return result
    }

    /// Runs `work`, naming what it throws outside a step "the unit of work".
    private nonisolated func failing<Result>(
        _ work: (WorkStep) async throws -> Result, _ step: WorkStep
    ) async throws(UnitOfWorkError) -> Result {
        do {
            return try await work(step)
        } catch let failure as UnitOfWorkError {
            throw failure
        } catch {
            throw UnitOfWorkError(step: "the unit of work", reason: error)
        }
    }
}
