import Interface

/// Every feature of the App, in the order `help` lists them; the first shows
/// at launch. Each line builds one feature from the shared context, and the
/// shell treats them all alike.
enum Features {
    /// `make feature NAME=…` adds one line above the marker below, so keep the marker.
    static func all(in context: FeatureContext) async throws(LaunchError) -> [Feature] {
        // The Inbox shows how many contacts there are; App is the one place the two features meet.
        // The Inbox opens the shared file first, so a file it refuses is left untouched.
        let contactsCount = ContactsCount()
        let inbox = try await InboxAssembly.feature(in: context, related: contactsCount)
        let contacts = try ContactsAssembly.service(in: context)
        await contactsCount.attach(contacts)
        return [
            inbox,
            ContactsAssembly.feature(in: context, service: contacts),
            // strata:features — new features go above this line
        ]
    }
}
