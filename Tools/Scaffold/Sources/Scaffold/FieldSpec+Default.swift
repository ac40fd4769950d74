import Foundation

/// A field `make field` adds to a table with rows: its default, checked
/// against the field's kind and limits, as each engine writes it in the
/// `ALTER TABLE … ADD COLUMN` of the feature's next schema step.
extension FieldSpec {
    /// What rows that exist take: as typed after `=`, and as each engine's SQL
    /// writes it, the way the stores bind the value.
    struct ColumnDefault: Equatable, Sendable {
        let typed: String
        let sqlite: String
        let postgreSQL: String
    }

    /// A field that `make field` may add: a required one names what rows that exist take.
    static func added(_ word: String) throws(ScaffoldError) -> FieldSpec {
        let field = try FieldSpec(word)
        // One default for every row, or none for a required field, would be the same value in each row.
        if field.isUnique, !field.isOptional || field.defaultValue != nil {
            throw ScaffoldError(
                "'\(word)': the rows that exist would all hold one value, which a unique field allows once, "
                    + "so a unique field make field adds is optional, with no default: \(field.name):\(uniqueType(word))"
            )
        }
        // No entry of the other feature is right for every row there is, so the rows that exist name none.
        if case .reference(let target) = field.kind, !field.isOptional {
            throw ScaffoldError(
                "'\(word)': the rows that exist would name no \(target.tokens["word"] ?? target.singular), "
                    + "so a reference make field adds is optional: \(word)?")
        }
        guard field.isOptional || field.defaultValue != nil else {
            throw ScaffoldError(
                "'\(word)' is required, so the rows that exist need a value: give a default, as \(word)=…, "
                    + "or make it optional, as \(word)?")
        }
        return field
    }

    /// `text` as the default of a field `name` of `kind`, or the refusal that
    /// says what would do. A decimal is its integer units in SQLite, a time
    /// its seconds since 1970, as the stores bind them.
    static func columnDefault(
        _ text: String, of name: String, _ kind: Kind, within bounds: Bounds? = nil
    ) throws(ScaffoldError) -> ColumnDefault {
        let refusal = ScaffoldError("'\(name)=\(text)' is no default for \(words(kind)): \(example(kind))")
        let (sqlite, postgreSQL) = try literal(text, kind, refusal)
        // A number's SQLite literal is its units, which the range counts.
        if let bounds, let number = Int64(sqlite) {
            let scale = if case .decimal(let scale) = kind { scale } else { 0 }
            let largest = kind == .int ? largestInt : largestUnits
            let (lower, upper) = (bounds.lower ?? -largest, bounds.upper ?? largest)
            guard (lower...upper).contains(number) else {
                throw ScaffoldError(
                    "'\(name)=\(text)' is outside the field's range: write a value from "
                        + "\(decimalText(lower, scale: scale)) to \(decimalText(upper, scale: scale))")
            }
        }
        return ColumnDefault(typed: text, sqlite: sqlite, postgreSQL: postgreSQL)
    }

    private static func literal(_ text: String, _ kind: Kind, _ refusal: ScaffoldError) throws(ScaffoldError)
        -> (String, String)
    {
        switch kind {
        case .text:
            // Letters, digits and . _ ' - only: the default passes through make, a shell, a Swift
            // raw string and a template's tokens before it reaches SQL, and each reads more.
            guard (1...longestText).contains(text.unicodeScalars.count),
                text.unicodeScalars.allSatisfy({
                    $0.isASCII && ($0.properties.isAlphabetic || "0123456789._'-".unicodeScalars.contains($0))
                })
            else { throw refusal }
            let quoted = "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
            return (quoted, quoted)
        case .int:
            let limit = Int64(intLimit.replacingOccurrences(of: "_", with: "")) ?? 0
            guard let number = Int64(text), (-limit...limit).contains(number) else { throw refusal }
            return (String(number), String(number))
        case .decimal(let scale):
            guard let units = units(of: text, scale: scale) else { throw refusal }
            return (units, text)
        case .date:
            guard text.count == 10, moment(text + "T00:00:00Z") != nil else { throw refusal }
            return ("'\(text)'", "'\(text)'")
        case .time:
            guard let moment = moment(text) else { throw refusal }
            let seconds = Int64(moment.timeIntervalSince1970)
            return ("\(seconds).0", "'\(text.dropLast().replacingOccurrences(of: "T", with: " "))+00'")
        case .bool:
            guard text == "true" || text == "false" else { throw refusal }
            return (text == "true" ? "1" : "0", text)
        case .choice(let cases):
            guard cases.contains(text) else { throw refusal }
            return ("'\(text)'", "'\(text)'")
        case .reference: throw refusal
        }
    }

    /// The type of `word`, optional and unique, as a field make field may add: `text?:unique`.
    private static func uniqueType(_ word: String) -> String {
        let type = word.drop { $0 != ":" }.dropFirst().prefix { $0 != "=" }.dropLast(":unique".count)
        return (type.hasSuffix("?") ? String(type) : type + "?") + ":unique"
    }

    private static func words(_ kind: Kind) -> String {
        switch kind {
        case .text: "a text"
        case .int: "an int"
        case .decimal(let scale): "a decimal(\(scale))"
        case .date: "a date"
        case .time: "a time"
        case .bool: "a bool"
        case .choice(let cases): "enum(\(cases.joined(separator: "|")))"
        case .reference(let feature): "a reference to \(feature.name)"
        }
    }

    private static func example(_ kind: Kind) -> String {
        switch kind {
        case .text: "write at most \(longestText) letters, digits and . _ ' -, such as none"
        case .int: "write a whole number between -\(intLimit) and \(intLimit)"
        case .decimal(let scale):
            scale == 0
                ? "write a whole number of at most \(decimalDigits) digits, such as 0"
                : "write a number with at most \(scale) decimal places and \(decimalDigits) digits, such as 0"
        case .date: "write a day as 2026-01-31"
        case .time: "write a moment in UTC as 2026-01-31T09:30:00Z"
        case .bool: "write true or false"
        case .choice(let cases): "write one of its cases: \(cases.joined(separator: ", "))"
        case .reference: "a reference takes no default"
        }
    }

    /// `12.5` at scale 2 is `1250`; nil past the scale or `decimalDigits` digits in all.
    static func units(of text: String, scale: Int) -> String? {
        let negative = text.hasPrefix("-")
        let parts = text.dropFirst(negative ? 1 : 0).split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let whole = parts.first, !whole.isEmpty,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
        else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.count <= scale, parts.count == 1 || !fraction.isEmpty else { return nil }
        var digits = String(whole) + fraction + String(repeating: "0", count: scale - fraction.count)
        while digits.count > 1, digits.hasPrefix("0") { digits.removeFirst() }
        guard digits.count <= decimalDigits else { return nil }
        return (negative && digits != "0" ? "-" : "") + digits
    }

    /// `2026-01-31T09:30:00Z`, a moment the time columns' checks allow; nil for anything else.
    private static func moment(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        guard text.count == 20, text.hasSuffix("Z"), let moment = formatter.date(from: text),
            formatter.string(from: moment) == text, !text.hasPrefix("0000")
        else { return nil }
        return moment
    }
}
