import Foundation

/// One field of a feature's entry: its name, its kind, whether it may be
/// left empty and whether two entries may share a value. A feature lists its
/// fields once, in its entity, in the order the list shows them; the first
/// is the entry's label.
public struct Field: Hashable, Sendable {
    /// The Swift name, as a person types it: `add total=12.50`.
    public let name: String
    public let kind: FieldKind
    public let isOptional: Bool
    /// No two entries hold the same value, as `code:text:unique` declares;
    /// entries left empty do not count. The stores hold it, as the engines'
    /// unique indexes do, whichever process writes.
    public let isUnique: Bool

    public init(_ name: String, _ kind: FieldKind, isOptional: Bool = false, isUnique: Bool = false) {
        self.name = name
        self.kind = kind
        self.isOptional = isOptional
        self.isUnique = isUnique
    }

    /// The value a person typed, checked against the kind's limits; nil when
    /// an optional field is left empty.
    /// An error quotes what was typed, never the value it was read as.
    public func value(from typed: String) throws(FieldError) -> FieldValue? {
        let text: String
        do {
            text = try TypedText.trimmed(typed)
        } catch {
            throw FieldError(name, error)
        }
        if text.isEmpty {
            guard isOptional else { throw FieldError(name, .required) }
            return nil
        }
        let value: FieldValue
        do {
            value = try FieldValue(parsing: text, as: kind)
        } catch {
            throw FieldError(name, error)
        }
        do {
            return try checked(value)
        } catch {
            throw FieldError(name, error.problem.quoting(TypedText.shown(text)))
        }
    }

    /// `value` when it keeps the kind's limits: what every value passes,
    /// whether a person typed it or a store read it.
    public func checked(_ value: FieldValue?) throws(FieldError) -> FieldValue? {
        guard let value else {
            guard isOptional else { throw FieldError(name, .required) }
            return nil
        }
        if let problem = value.problem(as: kind) { throw FieldError(name, problem) }
        return value
    }
}
