/// The outcome of a check: every violation, sorted, and what was looked at.
public struct CheckReport: Sendable, Equatable, Codable {
    public let violations: [Violation]
    public let filesChecked: Int
    public let targetsChecked: Int
    /// Findings the baseline accepted, which are not in `violations`.
    public let baselined: Int
    /// Baseline entries nothing matched, when they are not reported as violations.
    public let staleEntries: Int

    public init(
        violations: [Violation], filesChecked: Int, targetsChecked: Int, baselined: Int = 0, staleEntries: Int = 0
    ) {
        self.violations = violations.sorted()
        self.filesChecked = filesChecked
        self.targetsChecked = targetsChecked
        self.baselined = baselined
        self.staleEntries = staleEntries
    }

    public var filesWithViolations: Int { Set(violations.map(\.path)).count }

    /// `N violations in M files (F files, T targets checked)`.
    public var summary: String {
        var text =
            "\(violations.count) violations in \(filesWithViolations) files "
            + "(\(filesChecked) files, \(targetsChecked) targets checked)"
        if baselined > 0 { text += "; \(baselined) more accepted by the baseline" }
        if staleEntries > 0 {
            text += "; \(staleEntries) baseline entries no longer occur ('\(Baseline.rewriteCommand)' removes them)"
        }
        return text
    }
}
