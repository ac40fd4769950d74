/// Keeps an `InboxDisplay` showing the list as the presentation derives it,
/// and refreshes it whenever the store reports a change.
public final class InboxPresenter {
    public let presentation: InboxPresentation
    private let display: any InboxDisplay

    public init(presentation: InboxPresentation, display: any InboxDisplay) {
        self.presentation = presentation
        self.display = display
    }

    /// Reloads from the store and pushes the result; a failure is shown, not thrown,
    /// because a change notification has no caller to throw to.
    public func refresh() {
        do {
            try presentation.reload()
            display.showInbox(presentation.viewModel)
        } catch {
            display.showInboxUnavailable("could not load conversations: \(error)")
        }
    }

    public func search(_ text: String) {
        do {
            try presentation.search(text)
            display.showInbox(presentation.viewModel)
        } catch {
            display.showInboxUnavailable("could not search: \(error)")
        }
    }
}
