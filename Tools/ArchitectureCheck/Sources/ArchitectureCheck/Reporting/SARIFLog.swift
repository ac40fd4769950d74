import Foundation

/// Findings as a SARIF 2.1.0 log, the format GitHub code scanning reads:
/// one run of this tool, every rule described once with why it exists, and
/// each finding located relative to the package root (`%SRCROOT%`). Columns
/// are counted in UTF-8 bytes, as the compiler counts them; they match
/// SARIF's default UTF-16 count wherever the line is ASCII before them.
enum SARIFLog {
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    static func render(_ report: CheckReport) -> String {
        let rules = Rule.allCases
        let log: [String: Any] = [
            "$schema": schema,
            "version": "2.1.0",
            "runs": [
                [
                    "tool": [
                        "driver": [
                            "name": "architecture-check",
                            "rules": rules.map(descriptor),
                        ]
                    ],
                    "originalUriBaseIds": ["%SRCROOT%": ["description": ["text": "The package root."]]],
                    "results": report.violations.map { result($0, ruleIndex: rules.firstIndex(of: $0.rule) ?? 0) },
                ]
            ],
        ]
        // Plain strings, numbers, arrays and dictionaries always serialize.
        let data = (try? JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    private static func descriptor(_ rule: Rule) -> [String: Any] {
        [
            "id": rule.rawValue,
            "name": rule.title,
            "shortDescription": ["text": "architecture: \(rule.rawValue)"],
            "fullDescription": ["text": "Because \(rule.rationale)."],
            "help": ["text": "See the section \"\(rule.section)\" of Architecture.md."],
            "defaultConfiguration": ["level": "error"],
        ]
    }

    private static func result(_ violation: Violation, ruleIndex: Int) -> [String: Any] {
        [
            "ruleId": violation.rule.rawValue,
            "ruleIndex": ruleIndex,
            "level": "error",
            "message": ["text": violation.explanation],
            "locations": [
                [
                    "physicalLocation": [
                        "artifactLocation": ["uri": violation.path, "uriBaseId": "%SRCROOT%"],
                        "region": ["startLine": violation.line, "startColumn": violation.column],
                    ]
                ]
            ],
            "partialFingerprints": ["architectureEntry/v1": violation.baselineEntry.description],
        ]
    }
}
