import Application

/// The failures of a unit of work's steps, whether or not the use case
/// caught them: a unit with one does not land.
actor WorkFailures {
    private(set) var first: UnitOfWorkError?

    func note(_ failure: UnitOfWorkError) {
        if first == nil { first = failure }
    }
}
