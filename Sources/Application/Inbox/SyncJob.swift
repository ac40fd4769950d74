/// The sync sequence: loading, then an error the user can retry, or success.
///
/// A sync runs as a task of its own, so the screen shows "Syncing…" while the
/// feed is fetched and the user can go on typing. A child of `InboxFlow`,
/// which hands it the sync intents and, as its delegate, refreshes the screens
/// once the new messages are stored, before the result shows.
@MainActor
public final class SyncJob {
    public private(set) var state = SyncState.idle {
        didSet { presenter.present(state) }
    }
    public weak var delegate: (any SyncJobDelegate)?
    private let service: InboxService
    private let presenter: InboxPresenter
    private var running: Task<Void, Never>?

    public init(service: InboxService, presenter: InboxPresenter) {
        self.service = service
        self.presenter = presenter
    }

    /// Whether a sync is under way.
    public var isRunning: Bool { running != nil }

    /// Starts a sync in the background; refuses, starting nothing, when one cannot start.
    public func start() throws(InboxRefusal) {
        guard service.canSync else { throw .noFeed }
        guard running == nil else { throw .syncRunning }
        run()
    }

    /// Tries a failed sync again; anything else has nothing to retry.
    public func retry() throws(InboxRefusal) {
        guard running == nil else { throw .syncRunning }
        guard case .failed = state else { throw .nothingToRetry }
        run()
    }

    /// Waits for the running sync, if any, to end.
    public func finish() async {
        await running?.value
    }

    /// Stops the running sync and waits for it: the store then holds all of
    /// the feed's new messages, or none of them.
    public func cancel() async {
        running?.cancel()
        await finish()
    }

    private func run() {
        state = .loading
        running = Task {
            let outcome: SyncState
            do {
                let count = try await service.sync()
                await delegate?.syncDidStoreMessages()
                outcome = .succeeded(newMessages: count)
            } catch {
                // A feed may report cancellation in its own words, so ask the task.
                outcome = Task.isCancelled ? .idle : .failed(reason: String(describing: error))
            }
            state = outcome
            running = nil
            delegate?.syncDidFinish()
        }
    }
}

/// What `SyncJob` tells its parent flow.
@MainActor
public protocol SyncJobDelegate: AnyObject {
    /// New messages are in the store; the screens should show them before the result does.
    func syncDidStoreMessages() async
    /// The sync ended, one way or another, and its result is on the display.
    func syncDidFinish()
}
