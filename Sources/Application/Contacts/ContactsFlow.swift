public import Application
import ContactsDomain

/// Owns the sequence of Contacts screens: the list, then one entry in full;
/// what each intent leads to, and what is refused. The presenter owns how
/// things look; this type owns where the user goes. Every operation goes
/// through `ContactsService`, never a store, and so do the form's pickers.
/// Nothing runs in the background, so `FeatureFlow`'s defaults stand for
/// updates, finishing and stopping.
@MainActor
public final class ContactsFlow: FeatureFlow {
    private let service: ContactsService
    private let presenter: ContactsPresenter

    public init(service: ContactsService, presenter: ContactsPresenter) {
        self.service = service
        self.presenter = presenter
    }

    /// Shows the list as the store has it now, from the page on screen.
    public func show() async -> IntentOutcome<ContactsRefusal> {
        await handle(.showList)
    }

    public func candidates(for field: String, startingWith prefix: String, limit: Int) async throws -> [EntryLabel] {
        try await service.candidates(for: field, startingWith: prefix, limit: limit)
    }

    public func handle(_ intent: ContactsIntent) async -> IntentOutcome<ContactsRefusal> {
        do throws(ContactsRefusal) {
            try await carryOut(intent)
            return .done
        } catch {
            return .refused(error)
        }
    }

    private func carryOut(_ intent: ContactsIntent) async throws(ContactsRefusal) {
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
            do { try await service.add(values) } catch { throw ContactsRefusal(error) }
            // Newest first: the new one heads the first page.
            await reload(from: 0)
        case .edit(let number, let changes):
            guard let listed = shown.entry(numbered: number) else { throw .noSuchNumber(number) }
            do { try await service.edit(listed, with: changes) } catch { throw ContactsRefusal(error) }
            await reload(from: shown.page.offset)
        case .show(let number):
            guard let listed = shown.entry(numbered: number) else { throw .noSuchNumber(number) }
            let entry: Contact?
            let labels: ReferenceLabels
            do {
                entry = try await service.entry(listed.id)
                labels = try await service.labels(for: entry.map { [$0] } ?? [])
            } catch {
                throw ContactsRefusal(error)
            }
            guard let entry else { throw .gone }
            presenter.present(entry, number: number, labels: labels)
        case .delete(let number):
            guard let listed = shown.entry(numbered: number) else { throw .noSuchNumber(number) }
            do { try await service.delete(listed.id) } catch { throw ContactsRefusal(error) }
            await reload(from: shown.page.offset)
        }
    }

    /// A look changes nothing, so a store that cannot be read refuses it and
    /// the screen stays as it was.
    private func load(from offset: Int) async throws(ContactsRefusal) {
        do {
            let page = try await service.page(offset: offset, limit: presenter.presentation.pageSize)
            presenter.present(page, labels: try await service.labels(for: page.entries))
        } catch {
            throw ContactsRefusal(error)
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
