/// What the flow needs from a view: to bring a screen forward and to report a
/// command that could not be carried out.
public protocol InboxFlowDisplay: AnyObject {
    func showScreen(_ screen: InboxScreen)
    /// One line for the user; nothing on screen has changed.
    func showError(_ message: String)
}
