public import Domain

/// Keeps an `InboxDisplay` showing the Inbox's screen state.
///
/// It holds the one `InboxPresentation`, changes it when a flow says what
/// happened, and pushes what the presentation derives, so the display never
/// shows state the presentation does not hold. Flows read the presentation to
/// decide; only this type changes it. It never reads a store.
@MainActor
public final class InboxPresenter {
    public private(set) var presentation: InboxPresentation
    private let display: any InboxDisplay

    public init(presentation: InboxPresentation, display: any InboxDisplay) {
        self.presentation = presentation
        self.display = display
    }

    /// Shows a loaded page of the list, with another feature's count beside it.
    public func present(_ page: ConversationPage, related: RelatedTally?) {
        presentation.show(page)
        presentation.showRelated(related)
        display.showInbox(presentation.viewModel)
    }

    /// The list could not be loaded; `reason` is the store's one line.
    public func presentUnavailable(_ reason: String) {
        display.showInboxUnavailable(presentation.unavailableText(reason))
    }

    /// Filters the list from its first page; the next load shows it.
    public func search(_ text: String) {
        presentation.search(text)
    }

    /// Starts the list at `offset`; the next load shows that page.
    public func move(to offset: Int) {
        presentation.move(to: offset)
    }

    /// Opens `conversation` beside or over the list, which shows it selected.
    public func open(_ conversation: Conversation) {
        presentation.openID = conversation.id
        display.showConversation(presentation.viewModel(for: conversation))
        display.showInbox(presentation.viewModel)
        go(to: .conversation)
    }

    /// The open conversation as it now stands.
    public func refresh(_ conversation: Conversation) {
        guard conversation.id == presentation.openID else { return }
        display.showConversation(presentation.viewModel(for: conversation))
    }

    /// Closes the open conversation, if any, and shows the list.
    public func close() {
        presentation.openID = nil
        display.clearConversation()
        go(to: .list)
    }

    /// Tells the display which screen shows: at launch the display has been
    /// told nothing yet, and another feature may have been on screen since.
    public func showScreen() {
        go(to: presentation.screen)
    }

    public func present(_ sync: SyncState) {
        display.showSyncStatus(SyncStatusViewModel(sync))
    }

    private func go(to screen: InboxScreen) {
        presentation.screen = screen
        display.showScreen(screen)
    }
}
