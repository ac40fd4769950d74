public import Domain

/// What a user can ask of the Inbox, as data.
///
/// Interface parses typed text into these and sends each to `InboxFlow.handle(_:)`,
/// which decides what happens, including whether the request fits the screen.
public enum InboxIntent: Equatable, Sendable {
    case showList
    /// Opens a row by the number the list shows.
    case open(number: Int)
    case back
    /// An empty text clears the search.
    case search(String)
    case nextPage
    case previousPage
    case send(String)
    case delete
    case markRead
    case sync
    case retry
}

/// Why `InboxFlow` did not carry out an intent.
public enum InboxRefusal: Refusal {
    case lastPage
    case firstPage
    case alreadyAtList
    /// No row of the list shows this number.
    case noSuchNumber(Int)
    /// The row was there when the list was drawn; another process has removed it since.
    case gone(number: Int)
    /// `send`, `delete` and `read` act on the open conversation, and none is open.
    case nothingOpen(InboxIntent)
    /// The open conversation was removed by another process.
    case conversationGone
    /// The text breaks the domain's rule, which says which in its own words.
    case invalidText(OutgoingTextError)
    /// Sync was asked for, but the App was started with no feed.
    case noFeed
    /// A sync is running already; a second one would fetch the same messages.
    case syncRunning
    /// `retry` was asked for, but the last sync did not fail.
    case nothingToRetry
    /// The store could not do it; its own one-line reason.
    case storeFailed(String)

    /// Sorts what a service call threw into the case it stands for.
    public init(_ error: any Error) {
        switch error {
        case let error as OutgoingTextError: self = .invalidText(error)
        case InboxServiceError.noFeed: self = .noFeed
        case ConversationStoreError.notFound: self = .conversationGone
        default: self = .storeFailed(String(describing: error))
        }
    }

    public var message: String {
        switch self {
        case .lastPage: "this is the last page"
        case .firstPage: "this is the first page"
        case .alreadyAtList: "already at the list"
        case .noSuchNumber(let number): "there is no conversation \(number) in the list"
        case .gone(let number): "conversation \(number) no longer exists"
        case .nothingOpen(.send): "open a conversation first, then send"
        case .nothingOpen(.delete): "open a conversation first, then delete"
        case .nothingOpen(.markRead): "open a conversation first, then mark as read"
        case .nothingOpen: "open a conversation first"
        case .conversationGone: "that conversation no longer exists"
        case .invalidText(let error): error.description
        case .noFeed: "no remote feed is set (start with --remote URL)"
        case .syncRunning: "a sync is already running"
        case .nothingToRetry: "there is no failed sync to retry"
        case .storeFailed(let reason): reason
        }
    }
}
