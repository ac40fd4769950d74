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
