import Application
import Domain

/// The Inbox's `RelatedCount`, answered by the service of a feature made of
/// entries: the sample's Inbox shows how many contacts there are. Neither
/// feature imports the other: the Inbox owns the port, the other knows
/// nothing of it, and App, which composes both, adapts one to the other.
nonisolated struct EntriesCount<Draft: EntryDraft>: RelatedCount {
    let service: EntryService<Draft>

    var singular: String { Draft.singular }
    var plural: String { Draft.plural }

    func count() async throws -> Int {
        try await service.count()
    }
}
