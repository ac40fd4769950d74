/// The outcome of a check: every violation, sorted, and what was looked at.
public struct CheckReport: Sendable, Equatable, Codable {
    public let violations: [Violation]
    public let filesChecked: Int
    public let targetsChecked: Int

    public init(violations: [Violation], filesChecked: Int, targetsChecked: Int) {
        self.violations = violations.sorted()
        self.filesChecked = filesChecked
        self.targetsChecked = targetsChecked
    }

    public var filesWithViolations: Int { Set(violations.map(\.path)).count }

    /// `N violations in M files (F files, T targets checked)`.
    public var summary: String {
        "\(violations.count) violations in \(filesWithViolations) files "
            + "(\(filesChecked) files, \(targetsChecked) targets checked)"
    }
}
