/// The port to wherever new messages come from when the user syncs.
public protocol RemoteFeed: Sendable {
    /// Every message the feed offers now; a store skips the ones it already has.
    /// Throws `CancellationError` when the task is cancelled, and otherwise an
    /// error whose description is one line for the user.
    func fetchMessages() async throws -> [IncomingMessage]
}
