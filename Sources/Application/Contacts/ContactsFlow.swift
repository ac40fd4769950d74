public import Application
import ContactsDomain

/// Owns the sequence of Contacts screens: the list, then one entry in full;
/// what each intent leads to, and what is refused. Screens own how things
/// look; this type owns where the user goes. Every operation goes through
/// `ContactsService`, never a store.
@MainActor
public final class ContactsFlow: FeatureFlow {
    public private(set) var screen: ContactsScreen = .list
    /// Nothing here runs in the background, so the stream ends at once. A
    /// feature that syncs or follows its store yields here, as the Inbox does.
    public let updates = AsyncStream<Void> { $0.finish() }
    public var isSettled: Bool { true }
    private let service: ContactsService
    private let list: ContactsPresenter
    private let detail: ContactDetailPresenter
    private let display: any ContactsFlowDisplay

    public init(
        service: ContactsService, list: ContactsPresenter, detail: ContactDetailPresenter,
        display: any ContactsFlowDisplay
    ) {
        self.service = service
        self.list = list
        self.detail = detail
        self.display = display
    }

    public func start() async {
        await reload(from: 0)
        go(to: .list)
    }

    public func handle(_ intent: ContactsIntent) async -> IntentOutcome {
        let presentation = list.presentation
        var offset = presentation.page.offset
        do {
            switch intent {
            case .showList:
                break
            case .nextPage:
                guard let next = presentation.nextOffset else { return .refused("this is the last page") }
                offset = next
            case .previousPage:
                guard let previous = presentation.previousOffset else { return .refused("this is the first page") }
                offset = previous
            case .add(let title):
                try await service.add(title: title)
                // Newest first: the new one heads the first page.
                offset = 0
            case .show(let number):
                guard let shown = presentation.entry(numbered: number) else { return Self.noSuchNumber(number) }
                guard let entry = try await service.entry(shown.id) else { throw ContactsStoreError.notFound(shown.id) }
                detail.present(entry, number: number)
                go(to: .detail)
                return .done
            case .delete(let number):
                guard let shown = presentation.entry(numbered: number) else { return Self.noSuchNumber(number) }
                try await service.delete(shown.id)
            }
        } catch {
            return .refused("\(error)")
        }
        // The change is made; a list that then fails to load is shown as
        // unavailable, never as a refusal, which would invite the same change twice.
        await reload(from: offset)
        go(to: .list)
        return .done
    }

    public func finish() async {}

    public func stop() async {}

    private func reload(from offset: Int) async {
        do {
            list.present(try await service.page(offset: offset, limit: list.presentation.pageSize))
        } catch {
            list.presentUnavailable("\(error)")
        }
    }

    private static func noSuchNumber(_ number: Int) -> IntentOutcome {
        .refused("there is no contact \(number) on this page; 'list' shows the numbers")
    }

    private func go(to screen: ContactsScreen) {
        self.screen = screen
        display.showScreen(screen)
    }
}
