/// Where a sync stands. The flow moves it loading → failed or succeeded,
/// and only a failed sync can be retried.
public enum SyncState: Equatable, Sendable {
    case idle
    case loading
    case failed(reason: String)
    case succeeded(newMessages: Int)

    /// The display rule for the status line.
    public var statusText: String {
        switch self {
        case .idle: ""
        case .loading: "Syncing…"
        case .failed(let reason): "Sync failed (type 'retry' to try again): \(reason)"
        case .succeeded(0): "Synced: no new messages."
        case .succeeded(1): "Synced: 1 new message."
        case .succeeded(let count): "Synced: \(count) new messages."
        }
    }
}
