import Application
import ContactsApplication

/// The Inbox's `RelatedCount`, answered by the Contacts service. Neither
/// feature imports the other: the Inbox owns the port, Contacts knows nothing
/// of it, and App, which composes both, adapts one to the other.
nonisolated struct ContactsCount: RelatedCount {
    let service: ContactsService

    var singular: String { "contact" }
    var plural: String { "contacts" }

    func count() async throws -> Int {
        try await service.count()
    }
}
