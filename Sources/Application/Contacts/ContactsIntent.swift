public import Application
public import ContactsDomain

/// What a person can ask of the Contacts feature, as data: the flow carries
/// each one out, and the terminal's parser is only one way to make them.
public enum ContactsIntent: Equatable, Sendable {
    case showList
    case nextPage
    case previousPage
    case add(title: String)
    /// `number` is the one shown beside it in the list.
    case show(number: Int)
    case delete(number: Int)
}

/// Why `ContactsFlow` did not carry out an intent.
public enum ContactsRefusal: Refusal {
    case lastPage
    case firstPage
    /// No row of the page on screen shows this number.
    case noSuchNumber(Int)
    /// It was there when the list was drawn; another process has removed it since.
    case gone
    /// The title breaks the domain's rule, which says which in its own words.
    case invalidTitle(ContactTitleError)
    /// The store could not do it; its own one-line reason.
    case storeFailed(String)

    /// Sorts what a service call threw into the case it stands for.
    public init(_ error: any Error) {
        switch error {
        case let error as ContactTitleError: self = .invalidTitle(error)
        case ContactsStoreError.notFound: self = .gone
        default: self = .storeFailed(String(describing: error))
        }
    }

    public var message: String {
        switch self {
        case .lastPage: "this is the last page"
        case .firstPage: "this is the first page"
        case .noSuchNumber(let number): "there is no contact \(number) on this page; 'list' shows the numbers"
        case .gone: "that contact is no longer there; 'list' shows the contacts there are"
        case .invalidTitle(let error): error.description
        case .storeFailed(let reason): reason
        }
    }
}
