public import Domain

/// Keeps an `InboxDisplay` showing the list: it takes what the flow loaded,
/// lets the presentation derive the rows, and pushes the view model.
@MainActor
public final class InboxPresenter {
    public let presentation: InboxPresentation
    private let display: any InboxDisplay

    public init(presentation: InboxPresentation, display: any InboxDisplay) {
        self.presentation = presentation
        self.display = display
    }

    public func present(_ page: ConversationPage) {
        presentation.show(page)
        display.showInbox(presentation.viewModel)
    }

    /// Moves the selection on the rows already shown; nothing is loaded.
    public func select(_ id: ConversationID?) {
        presentation.select(id)
        display.showInbox(presentation.viewModel)
    }

    /// The list could not be loaded; `reason` is one line for the user.
    public func presentUnavailable(_ reason: String) {
        display.showInboxUnavailable(reason)
    }
}
