public import Foundation

/// One entry in full, ready to draw. What a person can do next is the
/// view's to say, in its own keys or commands, so it is not here.
public struct EntryDetailViewModel: Equatable, Sendable {
    /// The number the list showed beside it, which `edit N` and `delete N` take.
    public let number: Int
    public let heading: String
    public let fields: [FieldText]
    public let added: String
    /// The store's id, which a reference to the entry holds.
    public let id: Int64
    public let createdAt: Date
    /// Every field's value, typed, in the fields' order.
    public let values: [FieldValueViewModel]

    public init(
        number: Int, heading: String, fields: [FieldText], added: String, id: Int64, createdAt: Date,
        values: [FieldValueViewModel]
    ) {
        self.number = number
        self.heading = heading
        self.fields = fields
        self.added = added
        self.id = id
        self.createdAt = createdAt
        self.values = values
    }
}
