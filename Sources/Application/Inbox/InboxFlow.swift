import Domain

/// Owns the sequence of Inbox screens: which one shows, what each intent leads
/// to, and which intents fit where. Screens own how things look; this type owns
/// where the user goes. Operations go through `InboxService`, never a store.
///
/// Everything here runs on the main actor. The flow suspends only on the
/// service; work that outlives an intent (a sync, following the store) runs
/// in tasks it owns, and `updates` says when such work has changed the screens.
@MainActor
public final class InboxFlow: FeatureFlow {
    public private(set) var screen: InboxScreen = .list
    /// Fires when work in the background has changed what the displays show.
    public let updates: AsyncStream<Void>
    let service: InboxService
    let inbox: InboxPresenter
    let conversation: ConversationPresenter
    let syncFlow: SyncFlow
    private let display: any InboxFlowDisplay
    private let updated: AsyncStream<Void>.Continuation
    private var following: Task<Void, Never>?
    /// The reload under way, which the next one waits for.
    var reloading: Task<Void, Never>?
    private var refreshesUnderWay = 0

    public init(
        service: InboxService, inbox: InboxPresenter, conversation: ConversationPresenter, sync: SyncFlow,
        display: any InboxFlowDisplay
    ) {
        self.service = service
        self.inbox = inbox
        self.conversation = conversation
        self.syncFlow = sync
        self.display = display
        (updates, updated) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(1))
        sync.delegate = self
    }

    /// Whether no work is under way that will change the screens when it ends.
    public var isSettled: Bool { !syncFlow.isRunning && refreshesUnderWay == 0 }

    /// Shows the list and starts following the store.
    public func start() async {
        let changes = await service.changes()
        following = Task { [weak self] in
            for await _ in changes { await self?.storeDidChange() }
        }
        await reload()
        go(to: .list)
    }

    /// Carries out one intent; the outcome says whether it was refused, and why.
    public func handle(_ intent: InboxIntent) async -> IntentOutcome {
        do {
            try await service.noticeExternalChanges()
            try await carryOut(intent)
            return .done
        } catch let error as FlowError {
            return .refused(error.message)
        } catch let error as SyncError {
            return .refused(error.description)
        } catch {
            return .refused("could not \(intent.action): \(error)")
        }
    }

    /// Waits for work under way, such as a sync, so its result shows before the session ends.
    public func finish() async {
        await syncFlow.finish()
    }

    /// Cancels work under way and stops following the store.
    public func stop() async {
        await syncFlow.cancel()
        following?.cancel()
        following = nil
    }

    private func carryOut(_ intent: InboxIntent) async throws {
        switch intent {
        case .showList:
            closeConversation()
            await reload()
        case .open(let number): try await open(number: number)
        case .back:
            guard screen == .conversation else { throw FlowError("already at the list") }
            closeConversation()
            await reload()
        case .search(let text):
            closeConversation()
            inbox.presentation.search(text)
            await reload()
        case .nextPage, .previousPage:
            let forward = intent == .nextPage
            guard let offset = inbox.presentation.pageOffset(forward: forward) else {
                throw FlowError(forward ? "this is the last page" : "this is the first page")
            }
            inbox.presentation.move(to: offset)
            await reload()
        case .send(let text):
            let id = try openConversation(for: "send")
            try await service.send(text, to: id)
            await reload()
        case .delete:
            try await service.delete(try openConversation(for: "delete"))
            await reload()
        case .markRead:
            try await service.markRead(try openConversation(for: "mark as read"))
            await reload()
        case .sync: try syncFlow.start()
        case .retry: try syncFlow.retry()
        }
    }

    private func open(number: Int) async throws {
        guard let id = inbox.presentation.conversationID(atNumber: number) else {
            throw FlowError("there is no conversation \(number) in the list")
        }
        guard let found = try await service.conversation(id) else {
            throw FlowError("conversation \(number) no longer exists")
        }
        conversation.present(found)
        inbox.select(id)
        go(to: .conversation)
    }

    private func openConversation(for action: String) throws -> ConversationID {
        guard let id = conversation.openID else { throw FlowError("open a conversation first, then \(action)") }
        return id
    }

    /// Called for every store change: the list always follows, and the open
    /// conversation either follows or, when it was deleted, closes.
    private func storeDidChange() async {
        refreshesUnderWay += 1
        await reload()
        refreshesUnderWay -= 1
        updated.yield()
    }

    func closeConversation() {
        conversation.close()
        inbox.presentation.select(nil)
        go(to: .list)
    }

    private func go(to next: InboxScreen) {
        screen = next
        display.showScreen(next)
    }
}

extension InboxFlow: SyncFlowDelegate {
    public func syncDidStoreMessages() async {
        await reload()
    }

    public func syncDidFinish() {
        updated.yield()
    }
}
