/// One accepted violation in the baseline file: its rule, its file and what
/// it is about, never its line, so edits elsewhere in the file keep it.
public struct BaselineEntry: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let rule: String
    public let path: String
    public let subject: String

    public init(rule: String, path: String, subject: String) {
        self.rule = rule
        self.path = path
        self.subject = subject
    }

    /// `rule<TAB>path<TAB>subject`, one line of the file.
    public var description: String { "\(rule)\t\(path)\t\(subject)" }

    public static func < (lhs: BaselineEntry, rhs: BaselineEntry) -> Bool {
        (lhs.path, lhs.rule, lhs.subject) < (rhs.path, rhs.rule, rhs.subject)
    }
}
