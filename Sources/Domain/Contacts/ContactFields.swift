public import Domain

/// What a person fills in for a contact, in the order the list shows it: the
/// first field is its label. Each kind carries its limits, as `EntryTable.contacts` does.
public struct ContactFields: EntryFields {
    public static let singular = "contact", plural = "contacts"
    public let name = FieldKey<String>("name", .text(maximumLength: 200))
    public let email = FieldKey<String?>("email", .text(maximumLength: 200))
    public let phone = FieldKey<String?>("phone", .text(maximumLength: 200))
    public let birthday = FieldKey<CalendarDay?>("birthday", .date)

    public init() {}
    // A rule across fields goes here, as `public static func check(_ draft: Draft<Self>) throws(FieldError)`,
    // which throws the error of the field to fix: `throw FieldError(\Self.name, .required)`.
}

/// One contact, as the business knows it: its fields' values, and what the store gave it.
public typealias Contact = Entry<Draft<ContactFields>>
