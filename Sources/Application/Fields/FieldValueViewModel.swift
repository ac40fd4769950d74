public import Foundation

/// One field of an entry as the store holds it, for a view that shows values
/// rather than words (the JSON view): its name, and its value with its type
/// kept. The list's cells and the detail's `FieldText` word the same value
/// for people.
public struct FieldValueViewModel: Equatable, Sendable {
    public let name: String
    public let value: Value

    public init(name: String, value: Value) {
        self.name = name
        self.value = value
    }

    /// A value by its field's kind; nothing here is worded for people.
    public enum Value: Equatable, Sendable {
        /// An optional field left empty.
        case empty
        case text(String)
        /// An enum's case, as it is written.
        case choice(String)
        case number(Int64)
        /// Every digit of its scale, as "12.50": exact, as a binary float could not be.
        case decimal(String)
        /// A calendar day, as "2026-02-29".
        case day(String)
        case time(Date)
        case flag(Bool)
        /// Another feature's entry, by id, with its label as it is now; nil
        /// where the view was given no labels for the field.
        case reference(id: Int64, label: String?)
        /// Another feature's entry that has gone since this one named it.
        case missingReference(id: Int64)
    }
}
