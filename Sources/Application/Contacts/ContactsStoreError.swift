/// Why a store refused a change to the contacts, as one line.
public enum ContactsStoreError: Error, Equatable, CustomStringConvertible {
    /// Another process may have deleted it since the list was drawn.
    case notFound(Int64)

    public var description: String {
        switch self {
        case .notFound: "that contact is no longer there; 'list' shows the contacts there are"
        }
    }
}
