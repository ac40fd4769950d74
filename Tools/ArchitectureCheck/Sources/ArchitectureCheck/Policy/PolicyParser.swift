/// Reads the `layer-policy` block. Each non-comment line is
///
///     Layer: Dep, Dep | System, System | only for Layer, Layer
///
/// `-` means none and `*` means any. The system column and the `only for`
/// column are optional; without a system column a layer may import only the
/// standard library.
public enum PolicyParser {
    public static func parse(_ block: String, firstLine: Int = 1) throws(PolicyError) -> LayerPolicy {
        var rules: [LayerRule] = []
        for (offset, rawLine) in block.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = firstLine + offset
            let content = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let trimmed = content.trimmingSpaces
            guard !trimmed.isEmpty else { continue }
            let rule = try parseRule(trimmed, line: lineNumber)
            if rules.contains(where: { $0.name == rule.name }) {
                throw PolicyError(line: lineNumber, message: "layer '\(rule.name)' is named twice")
            }
            rules.append(rule)
        }
        let policy = LayerPolicy(rules: rules)
        try validateReferences(in: rules)
        return policy
    }

    private static func parseRule(_ text: Substring, line: Int) throws(PolicyError) -> LayerRule {
        guard let colon = text.firstIndex(of: ":") else {
            throw PolicyError(line: line, message: "expected 'Layer: dependencies | system modules'")
        }
        let name = text[..<colon].trimmingSpaces
        guard isIdentifier(name) else {
            throw PolicyError(line: line, message: "'\(name)' is not a module name")
        }
        let columns = text[text.index(after: colon)...].split(separator: "|", omittingEmptySubsequences: false)
        var systemModules = SystemModules.only([])
        var onlyFor: Set<String>?
        for column in columns.dropFirst() {
            let trimmed = column.trimmingSpaces
            if trimmed.hasPrefix("only for") {
                onlyFor = try names(in: trimmed.dropFirst("only for".count), line: line)
            } else if trimmed == "*" {
                systemModules = .any
            } else {
                systemModules = .only(try names(in: trimmed, line: line))
            }
        }
        return LayerRule(
            name: String(name), dependencies: try names(in: columns[0], line: line),
            systemModules: systemModules, onlyFor: onlyFor, line: line)
    }

    private static func names(in list: Substring, line: Int) throws(PolicyError) -> Set<String> {
        let trimmed = list.trimmingSpaces
        if trimmed == "-" || trimmed.isEmpty { return [] }
        var result: Set<String> = []
        for item in trimmed.split(separator: ",") {
            let name = item.trimmingSpaces
            guard isIdentifier(name) else {
                throw PolicyError(line: line, message: "'\(name)' is not a module name; use '-' for none")
            }
            result.insert(String(name))
        }
        return result
    }

    private static func validateReferences(in rules: [LayerRule]) throws(PolicyError) {
        let names = Set(rules.map(\.name))
        for rule in rules {
            let referenced = rule.dependencies.union(rule.onlyFor ?? [])
            if let unknown = referenced.subtracting(names).sorted().first {
                throw PolicyError(line: rule.line, message: "'\(unknown)' is not a layer of the policy")
            }
        }
    }

    private static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var result = self
        while let first = result.first, first.isWhitespace { result.removeFirst() }
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return result
    }
}
