import ContactsApplication
import ContactsInfrastructure
import ContactsInterface
import Infrastructure
import Interface

/// Wires the Contacts feature from the App's context: its store, in the
/// database every feature shares, the service over it, the presenter
/// and the flow, and the window that is the display. The service is made
/// apart, so that App can also lend it to the Inbox, which shows its count.
enum ContactsAssembly {
    /// The feature's tables, which the App's database is opened with.
    static let schema = StoreSchema(
        sqlite: SQLiteContactsStore.schema, postgreSQL: PostgreSQLContactsStore.schema)

    static func service(in context: FeatureContext) throws(LaunchError) -> ContactsService {
        let store: any ContactsStore = try context.store(
            inMemory: { InMemoryContactsStore(references: $0) }, sqlite: { SQLiteContactsStore(file: $0) },
            postgreSQL: { PostgreSQLContactsStore(database: $0) })
        return ContactsService(store: store, now: context.now)
    }

    static func feature(in context: FeatureContext, service: ContactsService) -> Feature {
        let window: any FeatureWindow & ContactsDisplay =
            context.isFullScreen ? ContactsFullScreenWindow(style: context.style) : ContactsWindow(style: context.style)
        let flow = ContactsFlow(
            service: service,
            presenter: ContactsPresenter(presentation: ContactsPresentation(now: context.now), display: window))
        return .contacts(flow: flow, window: window)
    }
}
