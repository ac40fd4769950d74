import Application
import ContactsApplication

/// The Inbox's `RelatedCount`, answered by the Contacts service. Neither
/// feature imports the other: the Inbox owns the port, Contacts knows nothing
/// of it, and App, which composes both, adapts one to the other.
///
/// The service is attached after the Inbox is built, because the Inbox opens
/// the shared file first: a file it refuses must be left as it was, before
/// any other feature's store writes its tables there.
actor ContactsCount: RelatedCount {
    private var service: ContactsService?

    nonisolated var singular: String { "contact" }
    nonisolated var plural: String { "contacts" }

    func attach(_ service: ContactsService) {
        self.service = service
    }

    func count() async throws -> Int {
        guard let service else { return 0 }
        return try await service.count()
    }
}
