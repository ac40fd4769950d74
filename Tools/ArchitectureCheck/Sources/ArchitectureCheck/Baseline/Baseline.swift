/// The committed list of violations a team accepts while it burns them down:
/// the check fails only on findings that are not in it, and in CI also on
/// entries that no finding matches any more, so the list can only shrink.
public struct Baseline: Sendable, Equatable {
    public static let defaultPath = "architecture-baseline.txt"
    public static let rewriteCommand = "make architecture-baseline"
    static let header = """
        # Architecture violations accepted for now, one `rule<TAB>file<TAB>subject` a line, sorted.
        # make check-architecture fails only on findings not listed here, and in CI (or with
        # --strict-baseline) on lines no finding matches any more. Fix a violation, then run
        # `make architecture-baseline` to rewrite this file: it only ever shrinks.
        """

    /// Each entry with its 1-based line in the file, for stale-entry findings.
    public let entries: [(entry: BaselineEntry, line: Int)]

    public static func == (lhs: Baseline, rhs: Baseline) -> Bool {
        lhs.entries.map(\.entry) == rhs.entries.map(\.entry)
    }

    public init(text: String) {
        var entries: [(entry: BaselineEntry, line: Int)] = []
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !line.hasPrefix("#") else { continue }
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            entries.append(
                (
                    BaselineEntry(rule: String(fields[0]), path: String(fields[1]), subject: String(fields[2])),
                    offset + 1
                ))
        }
        self.entries = entries
    }

    /// The file that accepts exactly these violations.
    public static func render(_ violations: [Violation]) -> String {
        ([header] + violations.map(\.baselineEntry).sorted().map(\.description)).joined(separator: "\n") + "\n"
    }

    /// Splits findings into new ones and baselined ones, matching each entry
    /// at most once, and lists the entries left over.
    public func match(_ violations: [Violation]) -> (
        new: [Violation], baselined: Int, stale: [(entry: BaselineEntry, line: Int)]
    ) {
        var remaining: [BaselineEntry: [Int]] = [:]
        for (entry, line) in entries { remaining[entry, default: []].append(line) }
        var new: [Violation] = []
        var baselined = 0
        for violation in violations {
            if var lines = remaining[violation.baselineEntry], !lines.isEmpty {
                lines.removeFirst()
                remaining[violation.baselineEntry] = lines
                baselined += 1
            } else {
                new.append(violation)
            }
        }
        let stale = remaining.flatMap { entry, lines in lines.map { (entry: entry, line: $0) } }.sorted {
            $0.line < $1.line
        }
        return (new, baselined, stale)
    }

    /// A finding for an entry that nothing matches any more, at its line in the file.
    static func staleViolation(_ entry: BaselineEntry, line: Int, file: String) -> Violation {
        Violation(
            path: file, line: line, column: 1, rule: .staleBaselineEntry,
            message: "baseline entry '\(entry.rule) \(entry.path) \(entry.subject)' no longer occurs",
            fix: "run '\(rewriteCommand)' to rewrite \(file)", subject: entry.description)
    }
}
