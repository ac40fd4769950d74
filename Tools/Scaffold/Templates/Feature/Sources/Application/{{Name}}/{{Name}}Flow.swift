{{modules}}public import Application
import {{Domain}}

/// Owns the sequence of {{Name}} screens: the list, then one entry in full;
/// what each intent leads to, and what is refused. The presenter owns how
/// things look; this type owns where the user goes. Every operation goes
/// through `{{Name}}Service`, never a store. Nothing runs in the background,
/// so `FeatureFlow`'s defaults stand for updates, finishing and stopping.
@MainActor
public final class {{Name}}Flow: FeatureFlow {
    private let service: {{Name}}Service
    private let presenter: {{Name}}Presenter

    public init(service: {{Name}}Service, presenter: {{Name}}Presenter) {
        self.service = service
        self.presenter = presenter
    }

    public func start() async {
        await reload(from: 0)
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
            do { try await service.add(title: title) } catch { throw {{Name}}Refusal(error) }
            // Newest first: the new one heads the first page.
            offset = 0
        case .show(let number):
            guard let listed = shown.entry(numbered: number) else { throw .noSuchNumber(number) }
            let entry: {{Item}}?
            do { entry = try await service.entry(listed.id) } catch { throw {{Name}}Refusal(error) }
            guard let entry else { throw .gone }
            presenter.present(entry, number: number)
            return
        case .delete(let number):
            guard let listed = shown.entry(numbered: number) else { throw .noSuchNumber(number) }
            do { try await service.delete(listed.id) } catch { throw {{Name}}Refusal(error) }
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
