import Foundation

extension FieldKind {
    /// Values at the kind's limits, each of which it keeps: the shortest and
    /// longest text, both ends of a range, the smallest step of a decimal, 29
    /// February, the first and last day and instant, every case. What the
    /// stores' contract suites write and read back, and what fuzzers fill with.
    public var edges: [FieldValue] {
        // Each once: a unique field's contract adds every edge, and a range from 0 has 0 twice.
        candidateEdges.reduce(into: []) { edges, value in
            if value.problem(as: self) == nil, !edges.contains(value) { edges.append(value) }
        }
    }

    /// The edges before they are held to the kind, whose limits a team may have narrowed.
    private var candidateEdges: [FieldValue] {
        switch self {
        case .text(let maximum):
            return [.text("a"), .text("Ünïcödé ✓"), .text(String(repeating: "x", count: maximum))]
        case .int(let range): return [.int(range.lowerBound), .int(0), .int(range.upperBound)]
        case .decimal(let digits, let scale, let units):
            let largest = Self.largestUnits(digits: digits)
            return [max(units.lowerBound, -largest), -1, 0, 1, min(units.upperBound, largest)].map {
                .decimal(ExactDecimal(units: $0, scale: scale))
            }
        case .date:
            return ["0001-01-01", "2024-02-29", "9999-12-31"].compactMap(CalendarDay.init).map(FieldValue.date)
        case .time:
            let seconds: [TimeInterval] = [-62_135_596_800, 0, 1_764_236_400, 253_402_300_799]
            return seconds.map { .time(Date(timeIntervalSince1970: $0)) }
        case .bool: return [.bool(false), .bool(true)]
        case .choice(let cases): return cases.map(FieldValue.choice)
        case .reference: return [.reference(EntryID(1)), .reference(EntryID(.max))]
        }
    }

    /// Typed text the kind refuses, one for each of its limits.
    public var refusedTexts: [String] {
        switch self {
        case .text(let maximum): [String(repeating: "x", count: maximum + 1), "a\u{0}b"]
        case .int(let range):
            [range.upperBound < .max ? String(range.upperBound + 1) : "9" + String(range.upperBound), "1.5", "ten"]
                + (range.lowerBound > .min ? [String(range.lowerBound - 1)] : [])
        case .decimal(let digits, let scale, let units):
            ["0." + String(repeating: "0", count: scale) + "1", "1e3", String(repeating: "9", count: 19)]
                + Self.outside(units, largest: Self.largestUnits(digits: digits)).map {
                    ExactDecimal(units: $0, scale: scale).description
                }
        case .date: ["2026-02-29", "2026-13-01", "27/11/2026"]
        case .time: ["2026-11-27", "noon"]
        case .bool: ["maybe"]
        case .choice: ["notACase"]
        case .reference: ["#0", "#-1", "#x"]
        }
    }

    /// The units just outside `units` that `largest` still writes: what only the range refuses.
    private static func outside(_ units: ClosedRange<Int64>, largest: Int64) -> [Int64] {
        (units.lowerBound > -largest ? [units.lowerBound - 1] : [])
            + (units.upperBound < largest ? [units.upperBound + 1] : [])
    }
}

extension Field {
    /// A value the field keeps, varied by `number`: text is "Entry 7" where it
    /// fits, anything else one of its edges. For tests and benchmarks that
    /// need many entries of any feature. A unique field's examples differ for
    /// each number, as far as its range has room.
    public func example(_ number: Int) -> FieldValue {
        if case .text(let maximum) = kind, maximum >= 12 { return .text("Entry \(number)") }
        if isUnique, case .int(let range) = kind {
            let span = UInt64(bitPattern: range.upperBound &- range.lowerBound)
            let offset = span == .max ? UInt64(number.magnitude) : UInt64(number.magnitude) % (span + 1)
            return .int(range.lowerBound &+ Int64(bitPattern: offset))
        }
        if isUnique, case .text(let maximum) = kind, String(abs(number)).count <= maximum {
            return .text(String(abs(number)))
        }
        let edges = kind.edges
        return edges[abs(number) % edges.count]
    }
}

extension FieldValues {
    /// Every field's `example(number)`: an entry any feature keeps.
    public static func example(_ fields: some Collection<Field>, _ number: Int) -> FieldValues {
        FieldValues(Array(fields), Dictionary(uniqueKeysWithValues: fields.map { ($0.name, $0.example(number)) }))
    }
}
