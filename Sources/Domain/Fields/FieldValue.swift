public import Foundation

/// One field's value, typed by its kind. The entity's draft holds Swift
/// types; this is how every layer's shared code carries them.
public enum FieldValue: Hashable, Sendable {
    case text(String)
    case int(Int64)
    case decimal(ExactDecimal)
    case date(CalendarDay)
    case time(Date)
    case bool(Bool)
    case choice(String)
    case reference(EntryID)

    /// Reads what a person typed as a value of `kind`, already trimmed and not empty.
    init(parsing text: String, as kind: FieldKind) throws(FieldProblem) {
        // Only the start of a long mistake is worth echoing.
        let shown = TypedText.shown(text)
        switch kind {
        case .text: self = .text(text)
        case .int:
            guard let number = Int64(text) else { throw .notANumber(shown) }
            self = .int(number)
        case .decimal(let digits, let scale, _):
            guard let number = ExactDecimal(text, scale: scale) else {
                let isNumber = text.wholeMatch(of: /[+-]?[0-9]*\.?[0-9]*/) != nil && text.contains { $0.isNumber }
                throw isNumber ? .tooManyDigits(shown, digits: digits, scale: scale) : .notANumber(shown)
            }
            self = .decimal(number)
        case .date:
            guard let day = CalendarDay(text) else { throw .notADay(shown) }
            self = .date(day)
        case .time:
            guard let date = Self.instant(from: text) else { throw .notATime(shown) }
            self = .time(date)
        case .bool:
            switch text.lowercased() {
            case "yes", "y", "true": self = .bool(true)
            case "no", "n", "false": self = .bool(false)
            default: throw .notYesOrNo(shown)
            }
        case .choice(let cases):
            guard cases.contains(text) else { throw .notACase(shown, cases) }
            self = .choice(text)
        case .reference(let word):
            // A label is the other feature's to match: the service turns it into an id first.
            guard let id = EntryID(typed: text) else { throw .notAnID(shown, word) }
            self = .reference(id)
        }
    }

    /// What breaks `kind`'s limits in this value, or nil when it keeps them.
    func problem(as kind: FieldKind) -> FieldProblem? {
        switch (self, kind) {
        case (.text(let text), .text(let maximum)):
            let length = text.unicodeScalars.count
            if text.unicodeScalars.contains("\0") { return .containsNUL }
            // White space as `TypedText` trims it; an invisible end is refused as typed, so a row an
            // older build stored with one is still read.
            if TypedText.withoutWhiteSpace(text) != text || text.isEmpty { return .required }
            return length > maximum ? .tooLong(length, maximum: maximum) : nil
        case (.int(let number), .int(let range)):
            return range.contains(number) ? nil : .outOfRange(String(number), range)
        case (.decimal(let number), .decimal(let digits, let scale, let units)):
            guard number.scale == scale, number.wholeDigits <= digits - scale else {
                return .tooManyDigits(number.description, digits: digits, scale: scale)
            }
            return units.contains(number.units)
                ? nil
                : .outOfDecimalRange(
                    number.description, from: ExactDecimal(units: units.lowerBound, scale: scale),
                    to: ExactDecimal(units: units.upperBound, scale: scale))
        case (.time(let date), .time):
            // Whole seconds in years 1–9999, as `written` shows them and both engines keep them,
            // so an edit that sends a time back as shown changes nothing.
            let seconds = date.timeIntervalSince1970
            let kept = (-62_135_596_800...253_402_300_799).contains(seconds) && seconds == seconds.rounded()
            return kept ? nil : .notATime(Self.written(date))
        case (.choice(let text), .choice(let cases)):
            return cases.contains(text) ? nil : .notACase(text, cases)
        case (.reference(let id), .reference(let word)):
            return id.rawValue > 0 ? nil : .notAnID(id.description, word)
        case (.date, .date), (.bool, .bool): return nil
        default: return .wrongKind
        }
    }

    /// The value as a person types it and a store's text column keeps it:
    /// "12.50", "2026-02-29", "2026-11-27T09:30:00Z", "yes", "#12".
    public var written: String {
        switch self {
        case .text(let text), .choice(let text): text
        case .int(let number): String(number)
        case .decimal(let number): number.description
        case .date(let day): day.description
        case .time(let date): Self.written(date)
        case .bool(let flag): flag ? "yes" : "no"
        case .reference(let id): id.description
        }
    }
}
