/// Anything that can show how the last sync went.
@MainActor
public protocol SyncStatusDisplay: AnyObject {
    func showSyncStatus(_ status: SyncStatusViewModel)
}
