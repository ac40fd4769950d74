import Domain

/// Owns the sequence of {{Name}} screens: the list, then one entry in full;
/// what each intent leads to, and what is refused. Screens own how things
/// look; this type owns where the user goes. Every operation goes through
/// `{{Name}}Service`, never a store.
@MainActor
public final class {{Name}}Flow: FeatureFlow {
    public private(set) var screen: {{Name}}Screen = .list
    /// Nothing here runs in the background, so the stream ends at once. A
    /// feature that syncs or follows its store yields here, as the Inbox does.
    public let updates = AsyncStream<Void> { $0.finish() }
    public var isSettled: Bool { true }
    private let service: {{Name}}Service
    private let list: {{Name}}Presenter
    private let detail: {{Item}}DetailPresenter
    private let display: any {{Name}}FlowDisplay

    public init(
        service: {{Name}}Service, list: {{Name}}Presenter, detail: {{Item}}DetailPresenter,
        display: any {{Name}}FlowDisplay
    ) {
        self.service = service
        self.list = list
        self.detail = detail
        self.display = display
    }

    public func start() async {
        do {
            try await load(offset: 0)
        } catch {
            list.presentUnavailable("\(error)")
        }
        go(to: .list)
    }

    public func handle(_ intent: {{Name}}Intent) async -> IntentOutcome {
        let presentation = list.presentation
        do {
            switch intent {
            case .showList:
                try await load(offset: presentation.page.offset)
            case .nextPage:
                guard let offset = presentation.nextOffset else { return .refused("this is the last page") }
                try await load(offset: offset)
            case .previousPage:
                guard let offset = presentation.previousOffset else { return .refused("this is the first page") }
                try await load(offset: offset)
            case .add(let title):
                try await service.add(title: title)
                // Newest first: the new one heads the first page.
                try await load(offset: 0)
            case .show(let number):
                guard let entry = try await current(number) else { return Self.noSuchNumber(number) }
                detail.present(entry, number: number)
                go(to: .detail)
                return .done
            case .delete(let number):
                guard let entry = try await current(number) else { return Self.noSuchNumber(number) }
                try await service.delete(entry.id)
                try await load(offset: presentation.page.offset)
            }
            go(to: .list)
            return .done
        } catch {
            return .refused("\(error)")
        }
    }

    public func finish() async {}

    public func stop() async {}

    private func load(offset: Int) async throws {
        list.present(try await service.page(offset: offset, limit: list.presentation.pageSize))
    }

    /// The entry numbered so on the list, read again, so one another process
    /// deleted meanwhile is refused rather than shown.
    private func current(_ number: Int) async throws -> {{Item}}? {
        guard let shown = list.presentation.entry(numbered: number) else { return nil }
        return try await service.entry(shown.id)
    }

    private static func noSuchNumber(_ number: Int) -> IntentOutcome {
        .refused("there is no {{word}} \(number) on this page; 'list' shows the numbers")
    }

    private func go(to screen: {{Name}}Screen) {
        self.screen = screen
        display.showScreen(screen)
    }
}
