import Domain

/// Owns the sequence of Inbox screens: what each intent leads to, and which
/// intents fit where. The presenter owns how things look; this type owns
/// where the user goes. Operations go through `InboxService`, never a store.
///
/// Everything here runs on the main actor. The flow suspends only on the
/// service; a sync, which outlives its intent, runs in a task `SyncJob`
/// owns, and `updates` says when it has changed the screens.
@MainActor
public final class InboxFlow: FeatureFlow {
    /// Fires when a sync has ended and changed what the displays show.
    public let updates: AsyncStream<Void>
    let service: InboxService
    let presenter: InboxPresenter
    let syncJob: SyncJob
    private let updated: AsyncStream<Void>.Continuation
    /// The reload under way, which the next one waits for.
    var reloading: Task<Void, Never>?
    /// A reload asked for that has not started reading; later requests join it.
    var queuedReload: Task<Void, Never>?

    public init(service: InboxService, presenter: InboxPresenter) {
        self.service = service
        self.presenter = presenter
        syncJob = SyncJob(service: service, presenter: presenter)
        (updates, updated) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(1))
        syncJob.delegate = self
    }

    /// Whether no work is under way that will change the screens when it ends.
    public var isSettled: Bool { !syncJob.isRunning }

    /// Shows the screens as the store has them now, the open conversation
    /// included; refused when the store cannot be read. It loads them every
    /// time: the feature on screen meanwhile may have changed what they count
    /// (`RelatedCount`) through this process's own connection, which no
    /// notice of external changes reports.
    public func show() async -> IntentOutcome<InboxRefusal> {
        do {
            _ = try await service.noticeExternalChanges()
        } catch {
            return .refused(InboxRefusal(error))
        }
        await reload()
        presenter.showScreen()
        return .done
    }

    /// Carries out one intent; the outcome says whether it was refused, and why.
    ///
    /// Each intent reloads at most once: after its own change, or when another
    /// process changed the store since the last look, or both, in one reload.
    /// A change from elsewhere shows even when the intent is refused.
    public func handle(_ intent: InboxIntent) async -> IntentOutcome<InboxRefusal> {
        var reloads: Bool
        do {
            reloads = try await service.noticeExternalChanges()
        } catch {
            return .refused(InboxRefusal(error))
        }
        let outcome: IntentOutcome<InboxRefusal>
        do throws(InboxRefusal) {
            if try await carryOut(intent) { reloads = true }
            outcome = .done
        } catch {
            outcome = .refused(error)
        }
        if reloads { await reload() }
        return outcome
    }

    /// Waits for work under way, such as a sync, so its result shows before the session ends.
    public func finish() async {
        await syncJob.finish()
    }

    /// Cancels work under way.
    public func stop() async {
        await syncJob.cancel()
    }

    /// Carries out `intent`; true when what the screens show must be loaded again.
    private func carryOut(_ intent: InboxIntent) async throws(InboxRefusal) -> Bool {
        let shown = presenter.presentation
        switch intent {
        case .showList:
            presenter.close()
        case .open(let number):
            try await open(number: number)
            return false
        case .back:
            guard shown.screen == .conversation else { throw .alreadyAtList }
            presenter.close()
        case .search(let text):
            presenter.close()
            presenter.search(text)
        case .nextPage, .previousPage:
            let forward = intent == .nextPage
            guard let offset = shown.pageOffset(forward: forward) else { throw forward ? .lastPage : .firstPage }
            presenter.move(to: offset)
        case .send(let text):
            let id = try openConversation(for: intent)
            do { try await service.send(text, to: id) } catch { throw InboxRefusal(error) }
        case .delete:
            let id = try openConversation(for: intent)
            do { try await service.delete(id) } catch { throw InboxRefusal(error) }
            presenter.close()
        case .markRead:
            let id = try openConversation(for: intent)
            do { try await service.markRead(id) } catch { throw InboxRefusal(error) }
        case .sync:
            try syncJob.start()
            return false
        case .retry:
            try syncJob.retry()
            return false
        }
        return true
    }

    private func open(number: Int) async throws(InboxRefusal) {
        guard let id = presenter.presentation.conversationID(atNumber: number) else { throw .noSuchNumber(number) }
        let found: Conversation?
        do { found = try await service.conversation(id) } catch { throw InboxRefusal(error) }
        guard let found else { throw .gone(number: number) }
        presenter.open(found)
    }

    private func openConversation(for intent: InboxIntent) throws(InboxRefusal) -> ConversationID {
        guard let id = presenter.presentation.openID else { throw .nothingOpen(intent) }
        return id
    }
}

extension InboxFlow: SyncJobDelegate {
    public func syncDidStoreMessages() async {
        await reload()
    }

    public func syncDidFinish() {
        updated.yield()
    }
}
