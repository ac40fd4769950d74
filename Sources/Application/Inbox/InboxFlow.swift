import Domain

/// Owns the sequence of Inbox screens: which one shows, what each intent leads
/// to, and which intents fit where. Screens own how things look; this type owns
/// where the user goes. Operations go through `InboxService`, never a store.
public final class InboxFlow: InboxIntents {
    public private(set) var screen: InboxScreen = .list
    public private(set) var isFinished = false
    private let service: InboxService
    private let inbox: InboxPresenter
    private let conversation: ConversationPresenter
    private let syncFlow: SyncFlow
    private let display: any InboxFlowDisplay

    public init(
        service: InboxService, inbox: InboxPresenter, conversation: ConversationPresenter, sync: SyncFlow,
        display: any InboxFlowDisplay
    ) {
        self.service = service
        self.inbox = inbox
        self.conversation = conversation
        self.syncFlow = sync
        self.display = display
    }

    /// Shows the list and starts following the store.
    public func start() {
        service.observeChanges { [weak self] _ in self?.storeDidChange() }
        inbox.refresh()
        go(to: .list)
    }

    public func didAskForList() {
        closeConversation()
        inbox.refresh()
    }

    public func didSelectConversation(number: Int) {
        guard let id = inbox.presentation.conversationID(atNumber: number) else {
            return display.showError("there is no conversation \(number) in the list")
        }
        attempt("open conversation \(number)") {
            guard try conversation.show(id) else { throw FlowProblem("conversation \(number) no longer exists") }
            inbox.presentation.select(id)
            inbox.refresh()
            go(to: .conversation)
        }
    }

    public func didAskToGoBack() {
        guard screen == .conversation else { return display.showError("already at the list") }
        closeConversation()
        inbox.refresh()
    }

    public func didSearch(for text: String) {
        closeConversation()
        inbox.search(text)
    }

    public func didAskForPage(forward: Bool) {
        attempt("turn the page") {
            guard try inbox.presentation.turnPage(forward: forward) else {
                throw FlowProblem(forward ? "this is the last page" : "this is the first page")
            }
            inbox.refresh()
        }
    }

    public func didAskToSend(_ text: String) {
        withOpenConversation("send") { id in try service.send(text, to: id) }
    }

    public func didAskToDelete() {
        withOpenConversation("delete") { id in try service.delete(id) }
    }

    public func didAskToMarkRead() {
        withOpenConversation("mark as read") { id in try service.markRead(id) }
    }

    public func didAskToSync() {
        if let problem = syncFlow.sync() { display.showError(problem) }
    }

    public func didAskToRetry() {
        if let problem = syncFlow.retry() { display.showError(problem) }
    }

    public func didAskToQuit() {
        isFinished = true
    }

    /// Called for every store change: the list always follows, and the open
    /// conversation either follows or, when it was deleted, closes.
    private func storeDidChange() {
        inbox.refresh()
        guard conversation.openID != nil else { return }
        attempt("reload the conversation") { try conversation.refresh() }
        if conversation.openID == nil { closeConversation() }
    }

    private func withOpenConversation(_ action: String, _ body: (ConversationID) throws -> Void) {
        guard let id = conversation.openID else {
            return display.showError("open a conversation first, then \(action)")
        }
        attempt(action) { try body(id) }
    }

    private func closeConversation() {
        conversation.close()
        inbox.presentation.select(nil)
        go(to: .list)
    }

    private func attempt(_ action: String, _ body: () throws -> Void) {
        do {
            try body()
        } catch let problem as FlowProblem {
            display.showError(problem.message)
        } catch {
            display.showError("could not \(action): \(error)")
        }
    }

    private func go(to next: InboxScreen) {
        screen = next
        display.showScreen(next)
    }
}

/// A request that does not fit what is on screen; its message is the whole story.
private struct FlowProblem: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
