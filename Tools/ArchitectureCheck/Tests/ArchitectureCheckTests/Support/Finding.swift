import ArchitectureCheck

/// The parts of a violation a fixture pins down exactly.
struct Finding: Equatable, CustomStringConvertible {
    let path: String
    let line: Int
    let column: Int
    let rule: Rule

    init(_ path: String, _ line: Int, _ column: Int, _ rule: Rule) {
        self.path = path
        self.line = line
        self.column = column
        self.rule = rule
    }

    var description: String { "\(path):\(line):\(column) \(rule.rawValue)" }
}

extension CheckReport {
    var findings: [Finding] {
        violations.map { Finding($0.path, $0.line, $0.column, $0.rule) }
    }
}
