/// A draft's fields, in the order the list shows them, each with the way to
/// read its value from a draft: what `EntryDraft.values` and every layer's
/// core read a feature's fields from.
public struct DraftFields<Draft>: RandomAccessCollection, Sendable {
    private let fields: [Field]
    private let readers: [@Sendable (Draft) -> FieldValue?]

    /// The keys in the order the list shows them; the first is the label.
    public init<each Value>(_ keys: repeat FieldKey<Draft, each Value>) {
        var fields: [Field] = []
        var readers: [@Sendable (Draft) -> FieldValue?] = []
        for key in repeat each keys {
            fields.append(key.field)
            readers.append { draft in draft[keyPath: key.path].fieldValue }
        }
        self.fields = fields
        self.readers = readers
    }

    public var startIndex: Int { fields.startIndex }
    public var endIndex: Int { fields.endIndex }
    public subscript(position: Int) -> Field { fields[position] }

    /// `draft`'s values, field by field.
    public func values(of draft: Draft) -> FieldValues {
        var values: [String: FieldValue] = [:]
        for (field, read) in zip(fields, readers) { values[field.name] = read(draft) }
        return FieldValues(fields, values)
    }
}
