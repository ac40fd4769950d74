import Foundation

/// Findings as GitHub workflow commands, `::error file=…,line=…,col=…,title=…::…`,
/// which a GitHub Actions log turns into annotations on the pull request's
/// lines. The summary follows as a plain log line.
enum GitHubAnnotations {
    static func render(_ report: CheckReport) -> String {
        let commands = report.violations.map { violation in
            let properties = [
                "file=\(property(violation.path))", "line=\(violation.line)", "col=\(violation.column)",
                "title=\(property("architecture: " + violation.rule.rawValue))",
            ]
            return "::error \(properties.joined(separator: ","))::\(data(violation.explanation))"
        }
        return (commands + [report.summary]).joined(separator: "\n")
    }

    /// The runner reads `%`, CR and LF as escapes in a command's message.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// In a property, `:` and `,` would end it early, so they are escaped too.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
