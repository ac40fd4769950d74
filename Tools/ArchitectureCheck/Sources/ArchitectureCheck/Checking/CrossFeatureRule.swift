/// Features stay independent: a feature's modules use only their own
/// feature's modules and the layers' cores, unless the policy allows one
/// feature to use another; of the core targets, only those of the layers
/// features are `composed in` (App and its tests) may use a feature's modules.
/// Both the edge in Package.swift and each import are findings, like the layer rule's.
enum CrossFeatureRule {
    /// The finding for `target` using `module`, when the features forbid it;
    /// `importing` words it as an import rather than a declared dependency.
    /// `position` is asked only for a finding.
    static func violation(
        _ target: String, uses module: String, importing: Bool, layers: PackageLayers, path: String,
        position: () -> (line: Int, column: Int), subject: String
    ) -> Violation? {
        guard !layers.featureAllows(target, toUse: module), let used = layers.roles[module]?.feature,
            let user = layers.roles[target]
        else { return nil }
        let verb = importing ? "imports" : "depends on"
        let composers = composers(in: layers.policy)
        let message: String
        let fix: String
        if let feature = user.feature {
            message = "'\(target)' of feature \(feature) \(verb) '\(module)' of feature \(used)"
            fix =
                "compose \(feature) and \(used) in \(composers), or have \(feature) depend on a port of its own "
                + "that \(composers) fills from \(used); or declare "
                + "'allow feature-dependency: \(feature) -> \(used)' in Architecture.md"
        } else {
            message =
                "core target '\(target)' \(verb) '\(module)' of feature \(used); "
                + "no core target outside \(composers) may use a feature's modules"
            fix =
                "move the code that needs it into feature \(used) or into \(composers), "
                + "or give '\(target)' a port that \(composers) fills from \(used)"
        }
        let location = position()
        return Violation(
            path: path, line: location.line, column: location.column, rule: .crossFeature,
            message: message, fix: fix, subject: subject)
    }

    /// "App", "App or Shell", or a description when no layer composes features.
    private static func composers(in policy: LayerPolicy) -> String {
        let layers = (policy.features?.composedIn ?? []).sorted()
        return layers.isEmpty ? "the composition root" : layers.joined(separator: " or ")
    }
}
