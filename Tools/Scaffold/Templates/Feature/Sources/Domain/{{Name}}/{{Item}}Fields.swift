{{modules}}public import Domain
{{time}}public import Foundation

/// What a person fills in for {{aWord}}, in the order the list shows it: the
/// first field is its label. Each kind carries its limits, as `EntryTable.{{name}}` does.
public struct {{Item}}Fields: EntryFields {
    public static let singular = "{{word}}", plural = "{{words}}"
    public let {{field}} = FieldKey<{{fieldType}}>("{{field}}", {{fieldKind}})

    public init() {}
    // A rule across fields goes here, as `public static func check(_ draft: Draft<Self>) throws(FieldError)`,
    // which throws the error of the field to fix: `throw FieldError(\Self.{{label}}, .required)`.
}

/// One {{word}}, as the business knows it: its fields' values, and what the store gave it.
public typealias {{Item}} = Entry<Draft<{{Item}}Fields>>
{{#choices}}

/// What {{aWord}}'s {{field}} can be, as typed and stored.
public enum {{Choice}}: String, FieldChoice {
    case {{choiceCases}}
}
{{/choices}}
