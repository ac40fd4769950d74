{{modules}}public import Application
import {{Domain}}

/// Owns the sequence of {{Name}} screens: the list, then one entry in full;
/// what each intent leads to, and what is refused. The presenter owns how
/// things look; this type owns where the user goes. Every operation goes
/// through `{{Name}}Service`, never a store, and so do the form's pickers.
/// Nothing runs in the background, so `FeatureFlow`'s defaults stand for
/// updates, finishing and stopping.
@MainActor
public final class {{Name}}Flow: FeatureFlow {
    private let service: {{Name}}Service
    private let presenter: {{Name}}Presenter

    public init(service: {{Name}}Service, presenter: {{Name}}Presenter) {
        self.service = service
        self.presenter = presenter
    }

    /// Shows the list as the store has it now, from the page on screen.
    public func show() async -> IntentOutcome<{{Name}}Refusal> {
        await handle(.showList)
    }

    public func candidates(for field: String, startingWith prefix: String, limit: Int) async throws -> [EntryLabel] {
        try await service.candidates(for: field, startingWith: prefix, limit: limit)
    }

    public func handle(_ intent: {{Name}}Intent) async -> IntentOutcome<{{Name}}Refusal> {
        do throws({{Name}}Refusal) {
            try await carryOut(intent)
            return .done
        } catch {
            return .refused(error)
        }
    }

    private func carryOut(_ intent: {{Name}}Intent) async throws({{Name}}Refusal) {
        let shown = presenter.presentation
        switch intent {
        case .showList:
            try await load(from: shown.page.offset)
        case .nextPage:
            guard let next = shown.nextOffset else { throw .lastPage }
            try await load(from: next)
        case .previousPage:
            guard let previous = shown.previousOffset else { throw .firstPage }
            try await load(from: previous)
        case .add(let values):
            do { try await service.add(values) } catch { throw {{Name}}Refusal(error) }
            // Newest first: the new one heads the first page.
            await reload(from: 0)
        case .edit(let number, let changes):
            guard let listed = shown.entry(numbered: number) else { throw .noSuchNumber(number) }
            do { try await service.edit(listed, with: changes) } catch { throw {{Name}}Refusal(error) }
            await reload(from: shown.page.offset)
        case .show(let number):
            guard let listed = shown.entry(numbered: number) else { throw .noSuchNumber(number) }
            let entry: {{Item}}?
            let labels: ReferenceLabels
            do {
                entry = try await service.entry(listed.id)
                labels = try await service.labels(for: entry.map { [$0] } ?? [])
            } catch {
                throw {{Name}}Refusal(error)
            }
            guard let entry else { throw .gone }
            presenter.present(entry, number: number, labels: labels)
        case .delete(let number):
            guard let listed = shown.entry(numbered: number) else { throw .noSuchNumber(number) }
            do { try await service.delete(listed.id) } catch { throw {{Name}}Refusal(error) }
            await reload(from: shown.page.offset)
        }
    }

    /// A look changes nothing, so a store that cannot be read refuses it and
    /// the screen stays as it was.
    private func load(from offset: Int) async throws({{Name}}Refusal) {
        do {
            let page = try await service.page(offset: offset, limit: presenter.presentation.pageSize)
            presenter.present(page, labels: try await service.labels(for: page.entries))
        } catch {
            throw {{Name}}Refusal(error)
        }
    }

    /// The change is made; a list that then fails to load is shown as
    /// unavailable, never as a refusal, which would invite the same change twice.
    private func reload(from offset: Int) async {
        do {
            try await load(from: offset)
        } catch {
            presenter.presentUnavailable(error.message)
        }
    }
}
