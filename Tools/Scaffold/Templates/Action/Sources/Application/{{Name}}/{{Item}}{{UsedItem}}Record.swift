public import Domain

/// {{AUsedWord}} as {{Name}}' actions see it: {{Used}}' fields, copied into a type
/// of {{Name}}' own, with the version it was read at.
public struct {{Item}}{{UsedItem}}Record: Sendable {
    public let id: EntryID
    public let version: Int64
    public var {{usedField}}: {{usedFieldType}}

    public init({{usedParameters}}) {
        self.id = id
        self.version = version
        self.{{usedField}} = {{usedField}}
    }
}
