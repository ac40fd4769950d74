/// An exact decimal number: `units` counted in steps of 10^-`scale`, so
/// 12.50 at scale 2 is 1250 units. Money and other exact quantities are
/// never `Double`; Foundation's `Decimal` would do, but the stores need the
/// integer and the scale anyway, and this states both.
public struct ExactDecimal: Hashable, Sendable, CustomStringConvertible {
    /// At most 18 digits, so every value and every scale fits in an `Int64`.
    public static let maximumDigits = 18

    public let units: Int64
    public let scale: Int

    public init(units: Int64, scale: Int) {
        self.units = units
        self.scale = max(0, min(scale, Self.maximumDigits))
    }

    /// Reads "-12.5" or "12.50" at `scale`, padding the digits after the
    /// point and refusing more of them than `scale` rather than rounding.
    /// Nil for anything that is not such a number or has more than 18 digits.
    public init?(_ text: String, scale: Int) {
        var rest = Substring(text)
        let negative = rest.first == "-"
        if negative || rest.first == "+" { rest = rest.dropFirst() }
        let parts = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0]
        let fraction = parts.count == 2 ? parts[1] : ""
        let isDigits = { (part: Substring) in part.allSatisfy { $0.isASCII && $0.isNumber } }
        guard !whole.isEmpty || !fraction.isEmpty, isDigits(whole), isDigits(fraction), fraction.count <= scale
        else { return nil }
        let digits = String(whole.drop { $0 == "0" }) + fraction + String(repeating: "0", count: scale - fraction.count)
        guard digits.count <= Self.maximumDigits, let magnitude = Int64(digits.isEmpty ? "0" : digits) else {
            return nil
        }
        self.init(units: negative ? -magnitude : magnitude, scale: scale)
    }

    /// How many digits the number has before the point.
    public var wholeDigits: Int {
        let whole = units.magnitude / Self.power(scale)
        return whole == 0 ? 0 : String(whole).count
    }

    /// Every digit after the point written: "12.50", "-0.05", "3".
    public var description: String {
        let power = Self.power(scale)
        let sign = units < 0 ? "-" : ""
        let whole = units.magnitude / power
        guard scale > 0 else { return sign + String(whole) }
        let fraction = String(units.magnitude % power)
        return sign + String(whole) + "." + String(repeating: "0", count: scale - fraction.count) + fraction
    }

    /// The exact sum, or nil when the scales differ or it would not fit.
    public func adding(_ other: ExactDecimal) -> ExactDecimal? {
        let (sum, overflow) = units.addingReportingOverflow(other.units)
        guard other.scale == scale, !overflow else { return nil }
        return ExactDecimal(units: sum, scale: scale)
    }

    private static func power(_ scale: Int) -> UInt64 {
        (0..<scale).reduce(1) { power, _ in power * 10 }
    }
}
