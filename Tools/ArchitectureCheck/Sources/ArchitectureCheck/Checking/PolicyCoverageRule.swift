/// Every line of the policy must match the package: a layer line a target,
/// an exception a declared dependency. A module renamed or removed would
/// otherwise leave a rule or an exception behind that checks nothing.
enum PolicyCoverageRule {
    static func violations(in manifest: PackageManifest, layers: PackageLayers) -> [Violation] {
        let matched = Set(layers.layers.values.map(\.layer))
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
        return lines + exceptions
    }
}
