/// Reads the `layer-policy` block. Each non-comment line is
///
///     Layer: Dep, Dep | System, System | only for Layer, Layer | exposes Module, Module
///     allow unused-dependency: Target -> Dependency
///
/// `-` means none and `*` means any. The system column, the `only for` column
/// and the `exposes` column are optional; without a system column a layer may
/// import only the standard library, and without `exposes` it may
/// `public import` nothing but the standard library.
public enum PolicyParser {
    public static func parse(_ block: String, firstLine: Int = 1) throws(PolicyError) -> LayerPolicy {
        var rules: [LayerRule] = []
        var exceptions: [PolicyException] = []
        for (offset, rawLine) in block.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = firstLine + offset
            let content = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let trimmed = content.trimmingSpaces
            guard !trimmed.isEmpty else { continue }
            let indent = content.prefix { $0.isWhitespace }.utf8.count
            if let allowed = try PolicyException.parse(trimmed, line: lineNumber, column: indent + 1) {
                exceptions += allowed
                continue
            }
            let rule = try parseRule(trimmed, line: lineNumber, column: indent + 1)
            if rules.contains(where: { $0.name == rule.name }) {
                throw PolicyError(line: lineNumber, message: "layer '\(rule.name)' is named twice")
            }
            rules.append(rule)
        }
        let policy = LayerPolicy(rules: rules, exceptions: exceptions)
        try validateReferences(in: rules)
        try validateExposure(in: policy, rules: rules)
        return policy
    }

    private static func parseRule(_ text: Substring, line: Int, column: Int) throws(PolicyError) -> LayerRule {
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
        var exposes: Set<String> = []
        for field in columns.dropFirst() {
            let trimmed = field.trimmingSpaces
            if trimmed.hasPrefix("only for") {
                onlyFor = try names(in: trimmed.dropFirst("only for".count), line: line)
            } else if trimmed.hasPrefix("exposes") {
                exposes = try names(in: trimmed.dropFirst("exposes".count), line: line)
            } else if trimmed == "*" {
                systemModules = .any
            } else {
                systemModules = .only(try names(in: trimmed, line: line))
            }
        }
        return LayerRule(
            name: String(name), dependencies: try names(in: columns[0], line: line),
            systemModules: systemModules, onlyFor: onlyFor, exposes: exposes, line: line, column: column)
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

    /// A layer can only expose what it may import.
    private static func validateExposure(in policy: LayerPolicy, rules: [LayerRule]) throws(PolicyError) {
        for rule in rules {
            for module in rule.exposes.sorted() {
                let mayImport =
                    policy.layers[module] != nil
                    ? policy.allows(rule.name, toUse: module) : rule.systemModules.allows(module)
                guard mayImport || SystemModules.standardLibrary.contains(module) else {
                    throw PolicyError(
                        line: rule.line,
                        message: "layer \(rule.name) may not import '\(module)', so it cannot expose it")
                }
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
