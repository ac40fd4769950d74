public import Application
public import ContactsDomain

/// Keeps a `ContactsDisplay` showing the Contacts feature's screen state.
///
/// It holds the one `ContactsPresentation`, changes it when the flow says what
/// happened, and pushes what the presentation derives, so the display never
/// shows state the presentation does not hold. The flow reads the presentation
/// to decide; only this type changes it.
@MainActor
public final class ContactsPresenter {
    public private(set) var presentation: ContactsPresentation
    private let display: any ContactsDisplay

    public init(presentation: ContactsPresentation, display: any ContactsDisplay) {
        self.presentation = presentation
        self.display = display
    }

    /// Shows `page` on the list screen, with the labels of what its references name.
    public func present(_ page: ContactsPage, labels: ReferenceLabels) {
        presentation.show(page, labels: labels)
        display.showContacts(presentation.viewModel)
        go(to: .list)
    }

    /// The list could not be loaded; `reason` is one line for the user.
    public func presentUnavailable(_ reason: String) {
        display.showContactsUnavailable(reason)
        go(to: .list)
    }

    /// Shows one entry in full; `number` is the one the list shows beside it.
    public func present(_ entry: Contact, number: Int, labels: ReferenceLabels) {
        display.showContact(presentation.detail(of: entry, number: number, labels: labels))
        go(to: .detail)
    }

    private func go(to screen: ContactsScreen) {
        presentation.screen = screen
        display.showScreen(screen)
    }
}
