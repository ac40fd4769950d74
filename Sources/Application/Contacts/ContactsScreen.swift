/// The screens of the Contacts feature, in the order the flow moves through them.
public enum ContactsScreen: Equatable, Sendable {
    case list
    case detail
}
