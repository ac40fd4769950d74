import Foundation

/// Renders a report as compiler-style text or as JSON with the same findings.
public enum ReportFormatter {
    public static func text(_ report: CheckReport) -> String {
        (report.violations.map(\.diagnostic) + [report.summary]).joined(separator: "\n")
    }

    public static func json(_ report: CheckReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let document = JSONReport(
            violations: report.violations, filesChecked: report.filesChecked,
            targetsChecked: report.targetsChecked, filesWithViolations: report.filesWithViolations,
            summary: report.summary)
        // Encoding plain strings and integers cannot fail.
        let data = (try? encoder.encode(document)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    private struct JSONReport: Encodable {
        let violations: [Violation]
        let filesChecked: Int
        let targetsChecked: Int
        let filesWithViolations: Int
        let summary: String
    }
}
