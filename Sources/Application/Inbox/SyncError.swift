/// Why a sync cannot start, in words a user can act on.
public enum SyncError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Sync was asked for, but no feed was given.
    case noFeed
    /// A sync is running already; a second one would fetch the same messages.
    case alreadyRunning
    /// `retry` was asked for, but the last sync did not fail.
    case nothingToRetry

    public var description: String {
        switch self {
        case .noFeed: "no remote feed is set (start inbox with --remote URL)"
        case .alreadyRunning: "a sync is already running"
        case .nothingToRetry: "there is no failed sync to retry"
        }
    }
}
