/// A feature's fields, declared once: each a stored `FieldKey`, in the order
/// the list shows them (the first is the entry's label), beside what one
/// entry is called. `Draft<Self>` holds their values, and code reads each by
/// its key's name, which the compiler checks: `draft.name`.
///
///     public struct ContactFields: EntryFields {
///         public static let singular = "contact", plural = "contacts"
///         public let name = FieldKey<String>("name", .text(maximumLength: 200))
///         public let birthday = FieldKey<CalendarDay?>("birthday", .date)
///         public init() {}
///     }
public protocol EntryFields: Sendable {
    /// What one entry is called, in lower case, as a sentence names it: "contact".
    static var singular: String { get }
    /// More than one, in lower case: "contacts".
    static var plural: String { get }

    init()

    /// The rules across fields, checked once every field has passed its own:
    /// throw the error of the field to fix, as `FieldError(\Self.note, .required)`.
    /// A feature with none declares none.
    static func check(_ draft: Draft<Self>) throws(FieldError)
}

extension EntryFields {
    public static func check(_ draft: Draft<Self>) throws(FieldError) {}

    /// Every key's field, in the order the keys are declared: a struct's
    /// stored properties, as its mirror lists them.
    static var all: [Field] {
        Mirror(reflecting: Self()).children.compactMap { ($0.value as? any FieldDeclaring)?.field }
    }
}
