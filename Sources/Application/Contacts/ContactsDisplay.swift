/// Whatever shows the Contacts list. Application owns the protocol, so the
/// presenter never knows whether a terminal, a test or a GUI is behind it.
@MainActor
public protocol ContactsDisplay: AnyObject {
    func showContacts(_ list: ContactsViewModel)
    /// The list could not be loaded; `reason` is one line.
    func showContactsUnavailable(_ reason: String)
}
