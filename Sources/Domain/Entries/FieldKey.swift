/// One field of a draft, named in code by something the compiler checks: the
/// draft's static property of the same name, which ties the field a person
/// types (`name=`) to the draft's typed property. Whether the field may be
/// left empty follows from that property's type, so the two cannot disagree.
///
///     public static let name = FieldKey(\Self.name, "name", .text(maximumLength: 200))
public struct FieldKey<Draft, Value: FieldType>: Sendable {
    public let field: Field
    let path: KeyPath<Draft, Value> & Sendable

    public init(_ path: KeyPath<Draft, Value> & Sendable, _ name: String, _ kind: FieldKind) {
        self.path = path
        field = Field(name, kind, isOptional: Value.isOptional)
    }
}

extension FieldValues {
    /// The field's value as its Swift type, checked against the field's limits.
    public func get<Draft, Value>(_ key: FieldKey<Draft, Value>) throws(FieldError) -> Value {
        try get(key.field.name)
    }
}
