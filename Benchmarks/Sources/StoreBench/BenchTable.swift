import Foundation

/// The rows of the report, printed as one aligned table.
struct BenchTable {
    private var rows: [(String, String, Measure)] = []

    mutating func add(_ name: String, _ size: String, _ measure: Measure) {
        rows.append((name, size, measure))
    }

    func print() {
        let nameWidth = (rows.map(\.0.count).max() ?? 0) + 2
        Swift.print(
            "figure".padding(toLength: nameWidth, withPad: " ", startingAt: 0)
                + "size           median      min      max")
        for (name, size, measure) in rows {
            Swift.print(
                name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
                    + size.padding(toLength: 13, withPad: " ", startingAt: 0)
                    + [measure.median, measure.min, measure.max].map { format($0) }.joined())
        }
    }

    private func format(_ value: Double) -> String {
        let text =
            value < 10
            ? String(Int((value * 1000).rounded())).withDecimals(3)
            : String(Int((value * 10).rounded())).withDecimals(1)
        return String(repeating: " ", count: Swift.max(0, 9 - text.count)) + text
    }
}

extension String {
    fileprivate func withDecimals(_ count: Int) -> String {
        let padded = String(repeating: "0", count: Swift.max(0, count + 1 - self.count)) + self
        return String(padded.dropLast(count)) + "." + String(padded.suffix(count))
    }
}
