import ContactsInfrastructure
import Infrastructure
import Interface

/// Every feature of the App, in the order `help` lists them; the first shows
/// at launch. Each line builds one feature from the shared context, and the
/// shell treats them all alike. `make feature NAME=…` adds a line above each
/// marker below, so keep the markers.
enum Features {
    /// Every feature's tables, then the rules of the references between
    /// them, which need both tables. The App opens its database once with
    /// all of them and checks each before it writes any.
    static let schemas: [StoreSchema] = [
        InboxAssembly.schema,
        EntryTable.contacts.schema,
        // strata:schemas — new features' tables go above this line
    ]

    /// Each feature's service first, so a feature that refers to another is
    /// lent that one's; then the features, in order.
    static func all(in context: FeatureContext) async throws(LaunchError) -> [Feature] {
        // The Inbox shows how many contacts there are; App is the one place the two features meet.
        let contacts = try context.entryService(EntryTable.contacts)
        // strata:services — new features' services go above this line
        return [
            try await InboxAssembly.feature(in: context, related: EntriesCount(service: contacts)),
            context.entryFeature(contacts, command: "contacts"),
            // strata:features — new features go above this line
        ]
    }
}
