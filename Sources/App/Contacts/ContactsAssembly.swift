import ContactsApplication
import ContactsInfrastructure
import ContactsInterface
import Interface

/// Wires the Contacts feature from the App's context: its store, in the
/// database file every feature shares, the service over it, the presenters
/// and the flow, and the window that is every display.
enum ContactsAssembly {
    static func feature(in context: FeatureContext) async throws(LaunchError) -> Feature {
        let store: any ContactsStore = try context.store(
            inMemory: { InMemoryContactsStore() }, file: { try SQLiteContactsStore(path: $0) })
        let window = ContactsWindow(style: context.style)
        let presentation = ContactsPresentation(now: context.now)
        let flow = ContactsFlow(
            service: ContactsService(store: store, now: context.now),
            list: ContactsPresenter(presentation: presentation, display: window),
            detail: ContactDetailPresenter(presentation: presentation, display: window), display: window)
        return .contacts(flow: flow, window: window)
    }
}
