/// Keeps a `ContactsDisplay` showing the list: it takes the page the flow
/// loaded, lets the presentation word the rows, and pushes the view model.
@MainActor
public final class ContactsPresenter {
    public let presentation: ContactsPresentation
    private let display: any ContactsDisplay

    public init(presentation: ContactsPresentation, display: any ContactsDisplay) {
        self.presentation = presentation
        self.display = display
    }

    public func present(_ page: ContactsPage) {
        presentation.show(page)
        display.showContacts(presentation.viewModel)
    }

    /// The list could not be loaded; `reason` is one line for the user.
    public func presentUnavailable(_ reason: String) {
        display.showContactsUnavailable(reason)
    }
}
