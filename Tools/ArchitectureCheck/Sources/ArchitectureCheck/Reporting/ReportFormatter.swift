import Foundation

/// Renders a report as compiler-style text, as JSON with the same findings,
/// as GitHub workflow commands or as SARIF.
public enum ReportFormatter {
    public static func render(_ report: CheckReport, as format: CommandOptions.Format) -> String {
        switch format {
        case .text: text(report)
        case .json: json(report)
        case .github: GitHubAnnotations.render(report)
        case .sarif: SARIFLog.render(report)
        }
    }

    public static func text(_ report: CheckReport) -> String {
        (report.violations.map(\.diagnostic) + [report.summary]).joined(separator: "\n")
    }

    public static func json(_ report: CheckReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let document = JSONReport(
            violations: report.violations, filesChecked: report.filesChecked,
            targetsChecked: report.targetsChecked, filesWithViolations: report.filesWithViolations,
            baselined: report.baselined, staleEntries: report.staleEntries, summary: report.summary)
        // Encoding plain strings and integers cannot fail.
        let data = (try? encoder.encode(document)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    private struct JSONReport: Encodable {
        let violations: [Violation]
        let filesChecked: Int
        let targetsChecked: Int
        let filesWithViolations: Int
        let baselined: Int
        let staleEntries: Int
        let summary: String
    }
}
