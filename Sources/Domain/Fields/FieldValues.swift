/// The values of one entry's fields, by name, with the fields they are for:
/// what a person typed for `add` or `edit`, or what a store read. A draft
/// takes its typed properties from one and gives one back.
public struct FieldValues: Hashable, Sendable {
    public let fields: [Field]
    /// Only the fields that have a value: an optional field left empty has none.
    public private(set) var values: [String: FieldValue]
    /// The optional fields typed empty, which an edit clears.
    public private(set) var cleared: Set<String> = []

    public init(_ fields: [Field], _ values: [String: FieldValue] = [:]) {
        self.fields = fields
        self.values = values
    }

    /// A draft's properties, by field name; an optional left nil has no value.
    public init(_ fields: [Field], typed: [String: any FieldType]) {
        self.init(fields, typed.compactMapValues(\.fieldValue))
    }

    /// What a person typed, field by field, each read as its kind and checked
    /// once `checkNames(_:of:)` passed the names typed; the fields in their order,
    /// so the first mistake named is the first on screen.
    public init(_ fields: [Field], typing typed: [(name: String, text: String)]) throws(FieldError) {
        self.init(fields)
        try Self.checkNames(typed.map(\.name), of: fields)
        for field in fields {
            guard let text = typed.first(where: { $0.name == field.name })?.text else { continue }
            values[field.name] = try field.value(from: text)
            if values[field.name] == nil { cleared.insert(field.name) }
        }
    }

    /// The one check of the names a person typed, before any value is read:
    /// the first that is no field is refused, naming the fields there are;
    /// then the first typed twice, as `add name=First name=Second` names no
    /// one value, so neither is taken for the other.
    public static func checkNames(_ names: [String], of fields: [Field]) throws(FieldError) {
        if let unknown = names.first(where: { name in !fields.contains { $0.name == name } }) {
            throw FieldError(TypedText.shown(unknown), .unknown(fields.map(\.name)))
        }
        var seen: Set<String> = []
        if let twice = names.first(where: { !seen.insert($0).inserted }) { throw FieldError(twice, .typedTwice) }
    }

    public subscript(name: String) -> FieldValue? { values[name] }

    /// The entry's label, as another feature's reference shows and matches
    /// it: its first field, as written.
    public var label: String { fields.first.flatMap { values[$0.name]?.written } ?? "" }

    /// The field's value as its Swift type, checked against the field's limits.
    public func get<Value: FieldType>(_ name: String) throws(FieldError) -> Value {
        guard let field = fields.first(where: { $0.name == name }) else {
            throw FieldError(name, .unknown(fields.map(\.name)))
        }
        guard let value = Value(try field.checked(values[name])) else { throw FieldError(name, .wrongKind) }
        return value
    }

    /// These values with each of `changes` in place of its own: an edit.
    /// An optional field typed empty in `changes` is cleared.
    public func changing(_ changes: FieldValues) -> FieldValues {
        var changed = FieldValues(fields, values.merging(changes.values) { _, new in new })
        for name in changes.cleared { changed.values[name] = nil }
        return changed
    }
}
