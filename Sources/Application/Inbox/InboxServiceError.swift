/// Why `InboxService` could not do what it was asked, in its own terms: the
/// flow, which owns the refusals, decides what a person is told.
public enum InboxServiceError: Error, Equatable, CustomStringConvertible {
    /// A sync was asked of a service built with no feed.
    case noFeed

    public var description: String {
        switch self {
        case .noFeed: "no remote feed is set"
        }
    }
}
