/// One breach of the dependency rule, located in a file of the package.
public struct Violation: Sendable, Equatable, Comparable, Codable {
    /// Relative to the package root.
    public let path: String
    public let line: Int
    public let column: Int
    public let rule: Rule
    /// What is wrong.
    public let message: String
    /// How to fix it.
    public let fix: String
    /// What the finding is about, without a position: the imported module,
    /// the `Target -> Dependency` edge, the policy line's layer. With the rule
    /// and the path it is the finding's baseline entry, which an edit
    /// elsewhere in the file does not change.
    public let subject: String

    public init(path: String, line: Int, column: Int, rule: Rule, message: String, fix: String, subject: String = "") {
        self.path = path
        self.line = line
        self.column = column
        self.rule = rule
        self.message = message
        self.fix = fix
        self.subject = subject
    }

    /// The finding's baseline entry: rule, path and subject.
    public var baselineEntry: BaselineEntry {
        BaselineEntry(rule: rule.rawValue, path: path, subject: subject)
    }

    /// `path:line:column: error: message (fix) [rule: why; Architecture.md § section]`,
    /// the form editors and CI annotate.
    public var diagnostic: String {
        "\(path):\(line):\(column): error: \(explanation)"
    }

    /// The message, the fix, and why the rule exists, without the location.
    public var explanation: String {
        "\(message) (\(fix)) [\(rule.rawValue): \(rule.rationale); Architecture.md § \(rule.section)]"
    }

    public static func < (lhs: Violation, rhs: Violation) -> Bool {
        (lhs.path, lhs.line, lhs.column, lhs.rule, lhs.message)
            < (rhs.path, rhs.line, rhs.column, rhs.rule, rhs.message)
    }
}
