public import Application

/// Whatever shows the Contacts feature. Application owns the protocol, so the
/// presenter never knows whether a terminal, a test or a GUI is behind it.
@MainActor
public protocol ContactsDisplay: AnyObject {
    func showScreen(_ screen: ContactsScreen)
    func showContacts(_ list: ContactsViewModel)
    /// The list could not be loaded; `reason` is one line.
    func showContactsUnavailable(_ reason: String)
    func showContact(_ detail: ContactDetailViewModel)
}

/// The screens of the Contacts feature, in the order the flow moves through them.
public enum ContactsScreen: Equatable, Sendable {
    case list
    case detail
}

/// The Contacts list, ready to draw: every text already worded.
public struct ContactsViewModel: Equatable, Sendable {
    public let title: String
    /// The fields' names, in order: the columns' headings, the label's first.
    public let headings: [String]
    public let rows: [ContactRowViewModel]
    /// What shows instead of rows when there are none.
    public let emptyText: String
    /// Where the page is in the whole list, such as "11–20 of 23".
    public let positionText: String

    public init(
        title: String, headings: [String], rows: [ContactRowViewModel], emptyText: String, positionText: String
    ) {
        self.title = title
        self.headings = headings
        self.rows = rows
        self.emptyText = emptyText
        self.positionText = positionText
    }
}

/// One row of the Contacts list, ready to draw.
public struct ContactRowViewModel: Equatable, Sendable {
    /// What `show N`, `edit N` and `delete N` take.
    public let number: Int
    /// Each field's value as the list words it, in the headings' order.
    public let cells: [String]
    /// Each field's value as a person types it, which an edit form starts from.
    public let typed: [String]
    public let age: String

    public init(number: Int, cells: [String], typed: [String], age: String) {
        self.number = number
        self.cells = cells
        self.typed = typed
        self.age = age
    }
}

/// One contact in full, ready to draw. What a person can do next is the
/// view's to say, in its own keys or commands, so it is not here.
public struct ContactDetailViewModel: Equatable, Sendable {
    /// The number the list showed beside it, which `edit N` and `delete N` take.
    public let number: Int
    public let heading: String
    public let fields: [FieldText]
    public let added: String

    public init(number: Int, heading: String, fields: [FieldText], added: String) {
        self.number = number
        self.heading = heading
        self.fields = fields
        self.added = added
    }
}
