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
