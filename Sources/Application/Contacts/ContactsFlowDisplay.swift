/// What the flow needs from a view: to bring a screen forward. Whether an
/// intent worked is the flow's answer to whoever sent it, not a display's.
@MainActor
public protocol ContactsFlowDisplay: AnyObject {
    func showScreen(_ screen: ContactsScreen)
}
