import Domain

/// How the flow reads what it shows: an entry afresh, and the page, which a
/// change reloads without refusing once the change is made.
extension EntryFlow {
    /// Reads the entry again, as it is now, with the labels its references show.
    func open(_ id: Int64, number: Int) async throws(EntryRefusal<Draft>) {
        let entry: Entry<Draft>?
        let labels: ReferenceLabels
        do {
            entry = try await service.entry(id)
            labels = try await service.labels(for: entry.map { [$0] } ?? [])
        } catch {
            throw EntryRefusal(error)
        }
        guard let entry else { throw .gone }
        presenter.present(entry, number: number, labels: labels)
    }

    /// A look changes nothing, so a store that cannot be read refuses it and
    /// the screen stays as it was.
    func load(from offset: Int) async throws(EntryRefusal<Draft>) {
        do {
            let page = try await service.page(offset: offset, limit: presenter.presentation.pageSize)
            presenter.present(page, labels: try await service.labels(for: page.entries))
        } catch {
            throw EntryRefusal(error)
        }
    }

    /// The change is made; a list that then fails to load is shown as
    /// unavailable, never as a refusal, which would invite the same change twice.
    func reload(from offset: Int) async {
        do {
            try await load(from: offset)
        } catch {
            presenter.presentUnavailable(error.message)
        }
    }
}
