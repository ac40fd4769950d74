/// Every line of the policy must match the package: a layer line a target,
/// an exception a declared dependency. A module renamed or removed would
/// otherwise leave a rule or an exception behind that checks nothing.
enum PolicyCoverageRule {
    static func violations(in manifest: PackageManifest, layers: PackageLayers) -> [Violation] {
        // A feature layer may have no core target and, before the first feature
        // is split into modules, no target at all; a feature module renamed away
        // from its layer still fails, as a target no line covers.
        let matched = Set(layers.roles.values.flatMap(\.lines).map(\.layer)).union(layers.policy.features?.layers ?? [])
        let lines = layers.policy.layers.values.filter { !matched.contains($0.name) }.map { rule in
            Violation(
                path: GraphRule.documentPath, line: rule.line, column: rule.column, rule: .unmatchedPolicyLine,
                message: "the policy has a line for '\(rule.name)', but no target of the package belongs to it",
                fix: "rename the line after the target's new name, or remove it", subject: rule.name)
        }
        let exceptions = layers.policy.exceptions.filter { exception in
            !(layers.targets[exception.target]?.dependencies.contains(exception.dependency) ?? false)
        }.map { exception in
            Violation(
                path: GraphRule.documentPath, line: exception.line, column: exception.column,
                rule: .unmatchedPolicyLine,
                message: "the exception allows '\(exception.target)' -> '\(exception.dependency)', "
                    + "which Package.swift does not declare",
                fix: "remove the exception, or name the edge as Package.swift now spells it",
                subject: "\(exception.target) -> \(exception.dependency)")
        }
        return lines + exceptions + unmatchedFeatureExceptions(in: manifest, layers: layers)
    }

    /// An `allow feature-dependency: F -> G` needs a declared dependency from
    /// one of F's modules (its test targets included) to one of G's.
    private static func unmatchedFeatureExceptions(in manifest: PackageManifest, layers: PackageLayers)
        -> [Violation]
    {
        guard !layers.policy.featureExceptions.isEmpty else { return [] }
        var edges: Set<FeatureEdge> = []
        for target in manifest.targets {
            guard let feature = layers.roles[target.name]?.feature else { continue }
            for dependency in target.dependencies {
                if let other = layers.roles[dependency]?.feature, other != feature {
                    edges.insert(FeatureEdge(from: feature, to: other))
                }
            }
        }
        return layers.policy.featureExceptions.filter {
            !edges.contains(FeatureEdge(from: $0.feature, to: $0.dependency))
        }.map { exception in
            Violation(
                path: GraphRule.documentPath, line: exception.line, column: exception.column,
                rule: .unmatchedPolicyLine,
                message: "the exception allows feature \(exception.feature) to use feature \(exception.dependency), "
                    + "but no module of \(exception.feature) depends on one of \(exception.dependency) in Package.swift",
                fix: "remove '\(exception.dependency)' from the exception, or name the features as the modules now do",
                subject: "\(exception.feature) -> \(exception.dependency)")
        }
    }

    private struct FeatureEdge: Hashable {
        let from: String
        let to: String
    }
}
