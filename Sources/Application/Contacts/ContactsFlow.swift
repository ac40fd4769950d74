public import Application
import ContactsDomain

/// Owns the sequence of Contacts screens: the list, then one entry in full;
/// what each intent leads to, and what is refused. The presenter owns how
/// things look; this type owns where the user goes. Every operation goes
/// through `ContactsService`, never a store. Nothing runs in the background,
/// so `FeatureFlow`'s defaults stand for updates, finishing and stopping.
@MainActor
public final class ContactsFlow: FeatureFlow {
    private let service: ContactsService
    private let presenter: ContactsPresenter

    public init(service: ContactsService, presenter: ContactsPresenter) {
        self.service = service
        self.presenter = presenter
    }

    public func start() async {
        await reload(from: 0)
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
        var offset = shown.page.offset
        switch intent {
        case .showList:
            break
        case .nextPage:
            guard let next = shown.nextOffset else { throw .lastPage }
            offset = next
        case .previousPage:
            guard let previous = shown.previousOffset else { throw .firstPage }
            offset = previous
        case .add(let title):
            do { try await service.add(title: title) } catch { throw ContactsRefusal(error) }
            // Newest first: the new one heads the first page.
            offset = 0
        case .show(let number):
            guard let listed = shown.entry(numbered: number) else { throw .noSuchNumber(number) }
            let entry: Contact?
            do { entry = try await service.entry(listed.id) } catch { throw ContactsRefusal(error) }
            guard let entry else { throw .gone }
            presenter.present(entry, number: number)
            return
        case .delete(let number):
            guard let listed = shown.entry(numbered: number) else { throw .noSuchNumber(number) }
            do { try await service.delete(listed.id) } catch { throw ContactsRefusal(error) }
        }
        // The change is made; a list that then fails to load is shown as
        // unavailable, never as a refusal, which would invite the same change twice.
        await reload(from: offset)
    }

    private func reload(from offset: Int) async {
        do {
            presenter.present(try await service.page(offset: offset, limit: presenter.presentation.pageSize))
        } catch {
            presenter.presentUnavailable(String(describing: error))
        }
    }
}
