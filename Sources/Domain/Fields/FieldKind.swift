/// The type of one field of a feature's entry, with the limits its values
/// keep: what `make feature FIELDS="…"` writes for each `name:type`.
///
/// One description serves every layer: the Domain checks values against it,
/// the presentation words them by it, the stores map it to columns and the
/// views parse and lay out by it, so a field is written once, not per layer.
public enum FieldKind: Hashable, Sendable {
    /// Trimmed text with no NUL, at most `maximumLength` Unicode scalars.
    case text(maximumLength: Int)
    /// A whole number within `range`.
    case int(ClosedRange<Int64>)
    /// An exact number with `scale` digits after the point and at most
    /// `digits` in all (at most 18), as SQL's `numeric(digits, scale)`.
    case decimal(digits: Int, scale: Int)
    /// A calendar day with no time zone: 29 February only in a leap year.
    case date
    /// An instant, written in ISO 8601 with its offset.
    case time
    case bool
    /// One of the cases, written as they are; a Swift enum in the entity.
    case choice([String])
    /// An entry of another feature, by its id: what that feature calls one,
    /// singular, as "contact". The feature that holds the field owns a port
    /// that App answers from the other's service (`ReferencedEntries`).
    case reference(String)

    /// The cases of a Swift enum, for a field that holds one.
    public static func choice<Choice: FieldChoice>(_ type: Choice.Type) -> FieldKind {
        .choice(Choice.allCases.map(\.rawValue))
    }

    /// What a person types for a value of this kind, for usage lines and form hints.
    public var form: String {
        switch self {
        case .text: "text"
        case .int: "number"
        case .decimal(_, let scale): scale == 0 ? "number" : "0." + String(repeating: "0", count: scale)
        case .date: "YYYY-MM-DD"
        case .time: "YYYY-MM-DDTHH:MM:SSZ"
        case .bool: "yes|no"
        case .choice(let cases): cases.joined(separator: "|")
        case .reference(let word): "#id or \(word)"
        }
    }
}
