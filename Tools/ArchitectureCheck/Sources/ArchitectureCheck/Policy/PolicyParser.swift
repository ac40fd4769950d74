/// Reads the `layer-policy` block. Each non-comment line is
///
///     Layer: Dep, Dep | System, System | only for Layer, Layer | exposes Module, Module
///     Layer: Dep, Dep | System, System | only for tests of Layer, Layer
///     allow unused-dependency: Target -> Dependency, Dependency
///     features: Layer, Layer | composed in Layer
///     allow feature-dependency: Feature -> Feature, Feature
///
/// `-` means none and `*` means any. The system column, the `only for` column
/// and the `exposes` column are optional; without a system column a layer may
/// import only the standard library, and without `exposes` it may
/// `public import` nothing but the standard library. At most one line
/// starts with `features:`.
public enum PolicyParser {
    public static func parse(_ block: String, firstLine: Int = 1) throws(PolicyError) -> LayerPolicy {
        var rules: [LayerRule] = []
        var exceptions: [PolicyException] = []
        var features: FeatureLayers?
        var featureExceptions: [FeatureException] = []
        for (offset, rawLine) in block.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = firstLine + offset
            let content = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let trimmed = content.trimmingSpaces
            guard !trimmed.isEmpty else { continue }
            let column = content.prefix { $0.isWhitespace }.utf8.count + 1
            if let allowed = try PolicyException.parse(trimmed, line: lineNumber, column: column) {
                exceptions += allowed
            } else if let allowed = try FeatureException.parse(trimmed, line: lineNumber, column: column) {
                featureExceptions += allowed
            } else if trimmed.hasPrefix("allow") {
                throw PolicyError(
                    line: lineNumber,
                    message: "only 'allow unused-dependency: Target -> Dependency' and "
                        + "'allow feature-dependency: Feature -> Feature' can be allowed; "
                        + "record other findings in the baseline")
            } else if let line = try FeatureLayers.parse(trimmed, line: lineNumber, column: column) {
                guard features == nil else {
                    throw PolicyError(line: lineNumber, message: "only one line may start with 'features:'")
                }
                features = line
            } else {
                let rule = try parseRule(trimmed, line: lineNumber, column: column)
                if rules.contains(where: { $0.name == rule.name }) {
                    throw PolicyError(line: lineNumber, message: "layer '\(rule.name)' is named twice")
                }
                rules.append(rule)
            }
        }
        let policy = LayerPolicy(
            rules: rules, exceptions: exceptions, features: features, featureExceptions: featureExceptions)
        try validateReferences(in: rules, features: features)
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
        var reservedForTests = false
        var exposes: Set<String> = []
        for field in columns.dropFirst() {
            let trimmed = field.trimmingSpaces
            if trimmed.hasPrefix("only for tests of") {
                onlyFor = try names(in: trimmed.dropFirst("only for tests of".count), line: line)
                reservedForTests = true
            } else if trimmed.hasPrefix("only for") {
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
            systemModules: systemModules, onlyFor: onlyFor, reservedForTests: reservedForTests, exposes: exposes,
            line: line, column: column)
    }

    private static func names(in list: Substring, line: Int) throws(PolicyError) -> Set<String> {
        Set(try orderedNames(in: list, line: line))
    }

    /// The names of a comma-separated column, in the order written.
    static func orderedNames(in list: Substring, line: Int) throws(PolicyError) -> [String] {
        let trimmed = list.trimmingSpaces
        if trimmed == "-" || trimmed.isEmpty { return [] }
        var result: [String] = []
        for item in trimmed.split(separator: ",") {
            let name = item.trimmingSpaces
            guard isIdentifier(name) else {
                throw PolicyError(line: line, message: "'\(name)' is not a module name; use '-' for none")
            }
            result.append(String(name))
        }
        return result
    }

    private static func validateReferences(in rules: [LayerRule], features: FeatureLayers?) throws(PolicyError) {
        let names = Set(rules.map(\.name))
        for rule in rules {
            let referenced = rule.dependencies.union(rule.onlyFor ?? [])
            if let unknown = referenced.subtracting(names).sorted().first {
                throw PolicyError(line: rule.line, message: "'\(unknown)' is not a layer of the policy")
            }
        }
        if let features, let unknown = Set(features.layers).union(features.composedIn).subtracting(names).sorted().first
        {
            throw PolicyError(line: features.line, message: "'\(unknown)' is not a layer of the policy")
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
