import Foundation

/// The checker's figures in the columns every Strata benchmark prints
/// (figure, size, median, min, max, goal, result), for `make bench` to merge.
enum MarkdownRows {
    static func print(_ runs: [MeasuredRun], size: String) {
        let seconds = runs.map(\.seconds).sorted()
        let megabytes = runs.map { Double($0.peakBytes) / 1_048_576 }.sorted()
        Swift.print(row("architecture check, synthetic package", size, seconds.map { String(format: "%.2f s", $0) }))
        Swift.print(row("architecture check, peak memory", size, megabytes.map { String(format: "%.1f MB", $0) }))
    }

    /// `values` is sorted, so its middle, first and last are the median, min and max.
    private static func row(_ figure: String, _ size: String, _ values: [String]) -> String {
        let cells = [figure, size, values[values.count / 2], values[0], values[values.count - 1], "", ""]
        return "| " + cells.joined(separator: " | ") + " |"
    }
}
