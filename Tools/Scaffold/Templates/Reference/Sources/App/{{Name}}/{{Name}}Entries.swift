import Application
{{modules}}import {{Application}}
import Domain

/// What a reference to the {{Name}} feature shows and accepts,
/// answered by its service: the port is Application's, {{Name}}
/// knows nothing of the features that refer to it, and App, which
/// composes them, adapts one to the other.
nonisolated struct {{Name}}Entries: ReferencedEntries {
    let service: {{Name}}Service

    func labels(of ids: Set<EntryID>) async throws -> [EntryID: String] {
        try await service.labels(of: ids)
    }

    /// The {{words}} whose label starts with `prefix`.
    func entries(startingWith prefix: String, limit: Int) async throws -> [EntryLabel] {
        try await service.entries(startingWith: prefix, limit: limit)
    }
}
