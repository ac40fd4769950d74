/// The values of one entry of a feature whose fields are `Fields`, each
/// checked against its field's kind, then all against the feature's rules
/// across fields. Read a field by its key's name: `draft.birthday` is a
/// `CalendarDay?` for `FieldKey<CalendarDay?>`, and a name no key has does
/// not compile.
@dynamicMemberLookup
public struct Draft<Fields: EntryFields>: EntryDraft {
    public static var fields: [Field] { Fields.all }
    public static var singular: String { Fields.singular }
    public static var plural: String { Fields.plural }

    public let values: FieldValues

    public init(_ values: FieldValues) throws(FieldError) {
        let fields = Self.fields
        var checked: [String: FieldValue] = [:]
        for field in fields { checked[field.name] = try field.checked(values[field.name]) }
        self.values = FieldValues(fields, checked)
        try Fields.check(self)
    }

    /// The value of the field `key` names, as its Swift type.
    public subscript<Key: FieldDeclaring>(dynamicMember key: KeyPath<Fields, Key>) -> Key.Value {
        let field = Fields()[keyPath: key].field
        // Each value was checked against its field's kind as the draft was made.
        guard let value = Key.Value(values[field.name]) else {
            preconditionFailure("\(field.name) is declared as \(Key.Value.self) but its kind is \(field.kind)")
        }
        return value
    }

    /// The draft's values with the field `key` names set to `value`: what an
    /// action changes, checked again when the draft is made from them.
    public func setting<Key: FieldDeclaring>(_ key: KeyPath<Fields, Key>, to value: Key.Value) -> FieldValues {
        values.setting(key, to: value)
    }
}

extension FieldValues {
    /// These values with the field `key` names set to `value`, or cleared when it is nil.
    public func setting<Fields: EntryFields, Key: FieldDeclaring>(_ key: KeyPath<Fields, Key>, to value: Key.Value)
        -> FieldValues
    {
        var values = self.values
        values[Fields()[keyPath: key].field.name] = value.fieldValue
        return FieldValues(fields, values)
    }
}
