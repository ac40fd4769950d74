import ContactsApplication

/// What the Contacts display was last told to show, which both its windows
/// keep and draw from: one value, with the display's rules for keeping it,
/// so the line and full-screen views never hold two copies of the same state.
struct ContactsSnapshot {
    var list = ContactsViewModel(title: "", headings: [], rows: [], emptyText: "", positionText: "")
    /// Why the list could not be read, shown in its place until a list arrives.
    var problem: String?
    var detail: ContactDetailViewModel?
    var screen = ContactsScreen.list

    mutating func showContacts(_ list: ContactsViewModel) {
        self.list = list
        problem = nil
    }

    mutating func showContactsUnavailable(_ reason: String) { problem = reason }
    mutating func showContact(_ detail: ContactDetailViewModel) { self.detail = detail }
    mutating func showScreen(_ screen: ContactsScreen) { self.screen = screen }
}
