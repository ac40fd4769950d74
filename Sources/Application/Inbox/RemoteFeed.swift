/// The port to wherever new messages come from when the user syncs.
public protocol RemoteFeed: AnyObject {
    /// Every message the feed offers now; a store skips the ones it already has.
    /// Throws an error whose description is one line for the user.
    func fetchMessages() throws -> [IncomingMessage]
}
