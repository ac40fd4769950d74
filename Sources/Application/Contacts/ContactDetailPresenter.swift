public import ContactsDomain

/// Keeps a `ContactDetailDisplay` showing one contact, worded by the same
/// presentation as the list, so both read the same age the same way.
@MainActor
public final class ContactDetailPresenter {
    private let presentation: ContactsPresentation
    private let display: any ContactDetailDisplay

    public init(presentation: ContactsPresentation, display: any ContactDetailDisplay) {
        self.presentation = presentation
        self.display = display
    }

    /// `number` is the one the list shows beside it.
    public func present(_ entry: Contact, number: Int) {
        display.showContact(presentation.detail(of: entry, number: number))
    }
}
