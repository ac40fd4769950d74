/// One entry in full, ready to draw. What a person can do next is the
/// view's to say, in its own keys or commands, so it is not here.
public struct EntryDetailViewModel: Equatable, Sendable {
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
