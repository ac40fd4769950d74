/// What `SyncFlow` tells its parent flow.
@MainActor
public protocol SyncFlowDelegate: AnyObject {
    /// New messages are in the store; the screens should show them before the result does.
    func syncDidStoreMessages() async
    /// The sync ended, one way or another, and its result is on the display.
    func syncDidFinish()
}
