/// One field of a feature, declared once as a stored property of its
/// `EntryFields`: its name as a person types it (`name=`), its kind, and the
/// Swift type a draft gives its value as. Whether the field may be left empty
/// follows from that type, so the two cannot disagree: `FieldKey<CalendarDay?>`
/// may be, `FieldKey<String>` may not. `isUnique` says no two entries hold
/// the same value: `FieldKey<String>("code", .text(maximumLength: 200), isUnique: true)`.
public struct FieldKey<Value: FieldType>: FieldDeclaring, Sendable {
    public let field: Field

    public init(_ name: String, _ kind: FieldKind, isUnique: Bool = false) {
        field = Field(name, kind, isOptional: Value.isOptional, isUnique: isUnique)
    }
}

/// What a `FieldKey` is, whatever its value's type: `EntryFields` finds its
/// keys by it, and `Draft` reads a field through it. The draft's lookup is
/// generic over the key rather than its value so that a misspelled name gets
/// the compiler's plain "has no dynamic member", where a lookup over
/// `FieldKey<Value>` gets no diagnostic the compiler can word (Swift 6.3).
public protocol FieldDeclaring {
    /// The Swift type a draft gives the field's value as.
    associatedtype Value: FieldType
    var field: Field { get }
}

extension FieldError {
    /// The error of the field `key` names, for a rule across fields.
    public init<Fields: EntryFields, Key: FieldDeclaring>(_ key: KeyPath<Fields, Key>, _ problem: FieldProblem) {
        self.init(Fields()[keyPath: key].field.name, problem)
    }
}
