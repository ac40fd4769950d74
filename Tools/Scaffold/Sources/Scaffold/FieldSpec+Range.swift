import Foundation

/// The least and greatest value of a number field, in Swift's words for a
/// range: `stock:int(0...)`, `qty:int(1...99)`, `price:decimal(2,0...)`,
/// `discount:decimal(2,...100)`. The Domain refuses a value outside it, and
/// both engines' `CHECK`s hold the same bounds.
extension FieldSpec {
    /// The bounds as declared, each nil where the kind's own limit stands;
    /// a decimal's in units of its scale, as its kind counts them.
    struct Bounds: Equatable, Sendable {
        let lower: Int64?
        let upper: Int64?
    }

    /// The greatest magnitude of an int field, whatever its range.
    static let largestInt: Int64 = 999_999_999
    /// The greatest magnitude of a decimal's units: `decimalDigits` nines.
    static var largestUnits: Int64 { Int64(String(repeating: "9", count: decimalDigits)) ?? 0 }

    /// The least and greatest value the field keeps, in units for a decimal:
    /// its bounds where it declares them, the kind's own limits elsewhere.
    var limits: ClosedRange<Int64> {
        let largest = if case .decimal = kind { Self.largestUnits } else { Self.largestInt }
        return (bounds?.lower ?? -largest)...(bounds?.upper ?? largest)
    }

    /// `text`, what follows `int(` or `decimal(S,` up to the `)` in `word`,
    /// read as bounds at `scale`, 0 for an int; or the refusal that shows the forms.
    static func bounds(_ text: Substring, scale: Int?, in word: String) throws(ScaffoldError) -> Bounds {
        let form =
            if let scale {
                "write a range as decimal(\(scale),0...), decimal(\(scale),1...99) or decimal(\(scale),...100), "
                    + "each bound with at most \(scale) decimal places and \(decimalDigits) digits"
            } else {
                "write a range as int(0...), int(1...99) or int(...100), each bound a whole number "
                    + "from -\(largestInt) to \(largestInt)"
            }
        let parts = text.components(separatedBy: "...")
        guard parts.count == 2, parts != ["", ""] else { throw ScaffoldError("'\(word)': \(form)") }
        var read: [Int64?] = []
        for part in parts {
            guard !part.isEmpty else {
                read.append(nil)
                continue
            }
            let value = scale.map { units(of: part, scale: $0).flatMap { Int64($0) } } ?? Int64(part)
            guard let value, scale != nil || value.magnitude <= UInt64(largestInt) else {
                throw ScaffoldError("'\(word)': \(form)")
            }
            read.append(value)
        }
        if let lower = read[0], let upper = read[1], lower > upper {
            throw ScaffoldError(
                "'\(word)' is an empty range: write the least value first, as \(parts[1])...\(parts[0])")
        }
        return Bounds(lower: read[0], upper: read[1])
    }

    /// A number as Swift code writes it: `999_999_999`, `-5`.
    static func swiftNumber(_ number: Int64) -> String {
        var digits = String(number.magnitude)
        if digits.count > 4 {
            var grouped: [String] = []
            while digits.count > 3 {
                grouped.insert(String(digits.suffix(3)), at: 0)
                digits.removeLast(3)
            }
            digits = ([digits] + grouped).joined(separator: "_")
        }
        return (number < 0 ? "-" : "") + digits
    }

    /// A bound beside `...`, which a negative one on the wrong side would
    /// join into another operator: `(-5)...`, `...(-5)`.
    static func swiftBound(_ number: Int64, parenthesized: Bool) -> String {
        parenthesized && number < 0 ? "(\(swiftNumber(number)))" : swiftNumber(number)
    }

    /// `units` of a decimal at `scale` as SQL writes the number: `12.50`.
    static func decimalText(_ units: Int64, scale: Int) -> String {
        guard scale > 0 else { return String(units) }
        let digits = String(units.magnitude)
        let padded = String(repeating: "0", count: max(0, scale + 1 - digits.count)) + digits
        return (units < 0 ? "-" : "") + padded.dropLast(scale) + "." + padded.suffix(scale)
    }
}
