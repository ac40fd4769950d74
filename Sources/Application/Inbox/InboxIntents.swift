/// What a user can ask of the Inbox, as screens report it.
///
/// Screens call these and nothing else: they say what the user wants, and the
/// flow that conforms decides what happens next.
public protocol InboxIntents: AnyObject {
    func didAskForList()
    /// The user picked a row by the number the list shows.
    func didSelectConversation(number: Int)
    func didAskToQuit()
}
