public import Domain

/// What a person fills in to add or edit a contact: each field as its Swift
/// type, checked against its rule as the draft is made, so holding one
/// proves it can be stored and shown. Stores read their rows through it too,
/// so a row that breaks a rule is never shown as a contact.
public struct ContactDraft: Hashable, Sendable {
    /// Every field, in the order the list shows them: the first is the label.
    /// Each kind carries its limits; the stores' schemas hold the same.
    public static let fields = [
        Field("name", .text(maximumLength: 200)),
        Field("email", .text(maximumLength: 200), isOptional: true),
        Field("phone", .text(maximumLength: 200), isOptional: true),
        Field("birthday", .date, isOptional: true),
    ]

    public let name: String
    public let email: String?
    public let phone: String?
    public let birthday: CalendarDay?

    /// Checks each field against its rule, then the rules across fields.
    public init(_ values: FieldValues) throws(FieldError) {
        name = try values.get("name")
        email = try values.get("email")
        phone = try values.get("phone")
        birthday = try values.get("birthday")
        // A rule across fields goes here, after each field's own, such as
        // "a shipped order has a ship date": throw FieldError("shippedOn", .required).
    }

    /// The draft's values, for a store to write and an edit to change.
    public var values: FieldValues {
        FieldValues(
            Self.fields,
            typed: [
                "name": name,
                "email": email,
                "phone": phone,
                "birthday": birthday,
            ])
    }
}
