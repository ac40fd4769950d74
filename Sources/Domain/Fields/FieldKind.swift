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
    /// `digits` in all (at most 18), as SQL's `numeric(digits, scale)`,
    /// within `units`: its values counted in steps of its scale, so at
    /// scale 2 `0...` is none below zero and `50...9_999` is 0.50 to 99.99.
    case decimal(digits: Int, scale: Int, units: ClosedRange<Int64>)
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

    /// A decimal that keeps every number its digits can write.
    public static func decimal(digits: Int, scale: Int) -> FieldKind {
        let largest = largestUnits(digits: digits)
        return .decimal(digits: digits, scale: scale, units: -largest...largest)
    }

    /// A decimal with a least value, as `price:decimal(2,0...)` declares: as many above it as its digits write.
    public static func decimal(digits: Int, scale: Int, units: PartialRangeFrom<Int64>) -> FieldKind {
        .decimal(
            digits: digits, scale: scale, units: units.lowerBound...max(units.lowerBound, largestUnits(digits: digits)))
    }

    /// A decimal with a greatest value, as `discount:decimal(2,...100)` declares.
    public static func decimal(digits: Int, scale: Int, units: PartialRangeThrough<Int64>) -> FieldKind {
        .decimal(
            digits: digits, scale: scale, units: min(units.upperBound, -largestUnits(digits: digits))...units.upperBound
        )
    }

    /// The most units `digits` digits write: 999 for 3.
    static func largestUnits(digits: Int) -> Int64 {
        Int64(String(repeating: "9", count: max(1, min(digits, ExactDecimal.maximumDigits)))) ?? 0
    }

    /// The cases of a Swift enum, for a field that holds one.
    public static func choice<Choice: FieldChoice>(_ type: Choice.Type) -> FieldKind {
        .choice(Choice.allCases.map(\.rawValue))
    }

    /// What a person types for a value of this kind, for usage lines and form hints.
    public var form: String {
        switch self {
        case .text: "text"
        case .int: "number"
        case .decimal(_, let scale, _): scale == 0 ? "number" : "0." + String(repeating: "0", count: scale)
        case .date: "YYYY-MM-DD"
        case .time: "YYYY-MM-DDTHH:MM:SSZ"
        case .bool: "yes|no"
        case .choice(let cases): cases.joined(separator: "|")
        case .reference(let word): "#id or \(word)"
        }
    }
}
