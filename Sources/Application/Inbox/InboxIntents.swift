/// What a user can ask of the Inbox, as screens report it.
///
/// Screens call these and nothing else: they say what the user wants, and the
/// flow that conforms decides what happens next, including whether the
/// request fits the current screen.
public protocol InboxIntents: AnyObject {
    func didAskForList()
    /// The user picked a row by the number the list shows.
    func didSelectConversation(number: Int)
    func didAskToGoBack()
    /// An empty text clears the search.
    func didSearch(for text: String)
    func didAskForPage(forward: Bool)
    func didAskToSend(_ text: String)
    func didAskToDelete()
    func didAskToMarkRead()
    func didAskToSync()
    func didAskToRetry()
    func didAskToQuit()
}
