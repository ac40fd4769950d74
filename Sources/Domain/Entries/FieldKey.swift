/// One field of a feature, declared once as a stored property of its
/// `EntryFields`: its name as a person types it (`name=`), its kind, and the
/// Swift type a draft gives its value as. Whether the field may be left empty
/// follows from that type, so the two cannot disagree: `FieldKey<CalendarDay?>`
/// may be, `FieldKey<String>` may not.
public struct FieldKey<Value: FieldType>: Sendable {
    public let field: Field

    public init(_ name: String, _ kind: FieldKind) {
        field = Field(name, kind, isOptional: Value.isOptional)
    }
}

/// What `EntryFields` finds its keys by, whatever their value's type.
protocol FieldDeclaring {
    var field: Field { get }
}

extension FieldKey: FieldDeclaring {}

extension FieldError {
    /// The error of the field `key` names, for a rule across fields.
    public init<Fields: EntryFields, Value>(_ key: KeyPath<Fields, FieldKey<Value>>, _ problem: FieldProblem) {
        self.init(Fields()[keyPath: key].field.name, problem)
    }
}
