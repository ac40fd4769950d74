/// The sync sequence: loading, then an error the user can retry, or success.
/// A child of `InboxFlow`, which hands it the sync intents.
public final class SyncFlow {
    public private(set) var state = SyncState.idle {
        didSet { display.showSyncStatus(SyncStatusViewModel(state)) }
    }
    private let service: InboxService
    private let display: any SyncStatusDisplay

    public init(service: InboxService, display: any SyncStatusDisplay) {
        self.service = service
        self.display = display
    }

    /// Starts a sync; returns an error for the user when one cannot start.
    public func sync() -> String? {
        guard service.canSync else { return SyncUnavailable().description }
        guard state != .loading else { return "a sync is already running" }
        run()
        return nil
    }

    /// Tries a failed sync again; anything else has nothing to retry.
    public func retry() -> String? {
        guard case .failed = state else { return "there is no failed sync to retry" }
        run()
        return nil
    }

    private func run() {
        state = .loading
        do {
            state = .succeeded(newMessages: try service.sync())
        } catch {
            state = .failed(reason: String(describing: error))
        }
    }
}
