/// What a person can ask of a feature made of entries, as data: the flow
/// carries each one out, and the terminal's parser is only one way to make them.
public enum EntryIntent: Equatable, Sendable {
    case showList
    case nextPage
    case previousPage
    /// The fields as typed; one left out is empty.
    case add(FieldInput)
    /// `number` is the one shown beside it in the list.
    case show(number: Int)
    /// Changes the fields `changes` names, and leaves the others as shown.
    case edit(number: Int, changes: FieldInput)
    case delete(number: Int)
    /// The feature's own action `command` (`EntryAction`), on the one numbered `number`.
    case act(String, number: Int)
    /// The feature's own adding action `command`, with the new entry's fields as typed.
    case actAdding(String, FieldInput)
}
