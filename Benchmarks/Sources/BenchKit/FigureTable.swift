/// A benchmark report as a Markdown table: one row a figure, with its median,
/// min and max, and for figures held to a goal, the goal and whether it was met.
///
/// Every benchmark prints the same columns, so `make bench` can print the rows
/// of several programs under one header and README can take the table as it is.
public struct FigureTable: Sendable {
    public static let header = [
        "| figure | scope | median | min | max | goal | result |",
        "|---|---|--:|--:|--:|---|---|",
    ]

    private var rows: [Row] = []

    public init() {}

    public mutating func add(
        _ figure: String, size: String, _ measure: Measure, in unit: FigureUnit, goal: Goal? = nil
    ) {
        rows.append(Row(figure: figure, size: size, measure: measure, unit: unit, goal: goal))
    }

    /// The rows alone, for a report that puts several tables under one header.
    public var markdownRows: [String] { rows.map(\.markdown) }

    public var markdown: [String] { Self.header + markdownRows }

    /// The figures that missed their goal, one line each, for the error message.
    public var missedGoals: [String] {
        rows.filter { $0.isMissed }.map {
            "\($0.figure) at \($0.size) is \($0.unit.format($0.measure.median)), goal \($0.goal?.text(in: $0.unit) ?? "")"
        }
    }

    private struct Row {
        let figure: String
        let size: String
        let measure: Measure
        let unit: FigureUnit
        let goal: Goal?

        var isMissed: Bool { goal.map { !$0.isMet(by: measure) } ?? false }

        var markdown: String {
            let values = [measure.median, measure.min, measure.max].map(unit.format)
            let result = goal.map { $0.isMet(by: measure) ? "pass" : "**miss**" } ?? ""
            let cells = [figure, size] + values + [goal?.text(in: unit) ?? "", result]
            return "| " + cells.joined(separator: " | ") + " |"
        }
    }
}
