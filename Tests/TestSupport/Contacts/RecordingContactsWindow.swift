public import ContactsApplication

/// Stands in for the terminal window: it records what the presenter pushed,
/// in order, so a test reads exactly what a person would have seen.
/// Public, so that every test target of a feature with modules can share it.
public final class RecordingContactsWindow: ContactsDisplay {
    public private(set) var lists: [ContactsViewModel] = []
    public private(set) var problems: [String] = []
    public private(set) var details: [ContactDetailViewModel] = []
    public private(set) var screens: [ContactsScreen] = []

    public init() {}

    public func showContacts(_ list: ContactsViewModel) {
        lists.append(list)
    }

    public func showContactsUnavailable(_ reason: String) {
        problems.append(reason)
    }

    public func showContact(_ detail: ContactDetailViewModel) {
        details.append(detail)
    }

    public func showScreen(_ screen: ContactsScreen) {
        screens.append(screen)
    }

    /// The titles of the rows on the list last shown.
    public var titles: [String] { lists.last?.rows.map(\.title) ?? [] }
}
