{{modules}}public import Domain
{{time}}public import Foundation

/// What a person fills in to add or edit {{aWord}}: each field as its Swift
/// type, checked against its rule as the draft is made, so holding one
/// proves it can be stored and shown. Stores read their rows through it too,
/// so a row that breaks a rule is never shown as {{aWord}}.
public struct {{Item}}Draft: Hashable, Sendable {
    /// Every field, in the order the list shows them: the first is the label.
    /// Each kind carries its limits; the stores' schemas hold the same.
    public static let fields = [
        Field("{{field}}", {{fieldKind}}{{fieldOptional}}),
    ]

    public let {{field}}: {{fieldType}}

    /// Checks each field against its rule, then the rules across fields.
    public init(_ values: FieldValues) throws(FieldError) {
        {{field}} = try values.get("{{field}}")
        // A rule across fields goes here, after each field's own, such as
        // "a shipped order has a ship date": throw FieldError("shippedOn", .required).
    }

    /// The draft's values, for a store to write and an edit to change.
    public var values: FieldValues {
        FieldValues(
            Self.fields,
            typed: [
                "{{field}}": {{field}},
            ])
    }
}
{{#choices}}

/// What {{aWord}}'s {{field}} can be, as typed and stored.
public enum {{Choice}}: String, FieldChoice {
    case {{choiceCases}}
}
{{/choices}}
