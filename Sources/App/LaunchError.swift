/// Why `strata` cannot start: one line for stderr, and the exit status that
/// says whose mistake it was (64 for the command line, 1 for the environment).
nonisolated struct LaunchError: Error, Equatable, CustomStringConvertible {
    /// The command line asked for something `strata` does not do.
    static let usageStatus: Int32 = 64
    /// Something the command line named, such as the store, cannot be used.
    static let failureStatus: Int32 = 1

    let description: String
    var status = LaunchError.usageStatus
}
