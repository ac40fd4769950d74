/// Owns the sequence of Inbox screens: which one shows, and what each intent
/// leads to. Screens own how things look; this type owns where the user goes.
public final class InboxFlow: InboxIntents {
    public private(set) var screen: InboxScreen = .list
    public private(set) var isFinished = false
    private let store: any ConversationStore
    private let inbox: InboxPresenter
    private let conversation: ConversationPresenter
    private let display: any InboxFlowDisplay

    public init(
        store: any ConversationStore, inbox: InboxPresenter, conversation: ConversationPresenter,
        display: any InboxFlowDisplay
    ) {
        self.store = store
        self.inbox = inbox
        self.conversation = conversation
        self.display = display
    }

    /// Shows the list and starts following the store.
    public func start() {
        store.observe { [weak self] _ in self?.storeDidChange() }
        inbox.refresh()
        go(to: .list)
    }

    public func didAskForList() {
        conversation.close()
        inbox.presentation.select(nil)
        inbox.refresh()
        go(to: .list)
    }

    public func didSelectConversation(number: Int) {
        guard let id = inbox.presentation.conversationID(atNumber: number) else {
            return display.showError("there is no conversation \(number) in the list")
        }
        do {
            guard try conversation.show(id) else {
                return display.showError("conversation \(number) no longer exists")
            }
            inbox.presentation.select(id)
            inbox.refresh()
            go(to: .conversation)
        } catch {
            display.showError("could not open conversation \(number): \(error)")
        }
    }

    public func didAskToQuit() {
        isFinished = true
    }

    private func storeDidChange() {
        inbox.refresh()
        guard conversation.openID != nil else { return }
        do {
            try conversation.refresh()
        } catch {
            display.showError("could not reload the conversation: \(error)")
        }
        if conversation.openID == nil { go(to: .list) }
    }

    private func go(to next: InboxScreen) {
        screen = next
        display.showScreen(next)
    }
}
