import ContactsApplication

/// Stands in for the terminal window: it records what the presenter pushed,
/// in order, so a test reads exactly what a person would have seen.
final class RecordingContactsDisplay: ContactsDisplay {
    private(set) var lists: [ContactsViewModel] = []
    private(set) var problems: [String] = []
    private(set) var details: [ContactDetailViewModel] = []
    private(set) var screens: [ContactsScreen] = []

    func showContacts(_ list: ContactsViewModel) {
        lists.append(list)
    }

    func showContactsUnavailable(_ reason: String) {
        problems.append(reason)
    }

    func showContact(_ detail: ContactDetailViewModel) {
        details.append(detail)
    }

    func showScreen(_ screen: ContactsScreen) {
        screens.append(screen)
    }

    /// The rows on the list last shown, each field as a person types it.
    var rows: [[String]] { lists.last?.rows.map(\.typed) ?? [] }
}
