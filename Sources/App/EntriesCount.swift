import Application
import Domain

/// A `RelatedCount`, answered by another feature's service, for a feature
/// that shows how many entries that one has. Neither feature imports the
/// other: the one that shows the count owns the port, the other knows
/// nothing of it, and App, which composes both, adapts one to the other.
nonisolated struct EntriesCount<Draft: EntryDraft>: RelatedCount {
    let service: EntryService<Draft>

    var singular: String { Draft.singular }
    var plural: String { Draft.plural }

    func count() async throws -> Int {
        try await service.count()
    }
}
