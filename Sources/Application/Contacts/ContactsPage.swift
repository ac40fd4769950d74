public import ContactsDomain

/// One page of the Contacts list as the service loaded it: the entries, where
/// the page starts, and how many there are in all.
public struct ContactsPage: Equatable, Sendable {
    public let entries: [Contact]
    public let offset: Int
    public let total: Int

    public init(entries: [Contact], offset: Int, total: Int) {
        self.entries = entries
        self.offset = offset
        self.total = total
    }

    public static let empty = ContactsPage(entries: [], offset: 0, total: 0)
}
