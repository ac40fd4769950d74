/// Why each rule exists, in one clause, and where Architecture.md explains
/// it: every finding carries both, so a reader learns the reason where the
/// error appears.
extension Rule {
    public var rationale: String {
        switch self {
        case .uncoveredTarget: "a target that no policy line names is held to no rule at all"
        case .uncoveredFile: "a file that no layer's folder holds is held to no layer's rule"
        case .forbiddenDependency: "dependencies point inward, toward the rules of the business"
        case .undeclaredImport: "SwiftPM lets a module import what it reaches only transitively, hiding the edge"
        case .forbiddenSystemImport:
            "the inner layers stay portable and free of I/O, and a test uses only the framework its binary runs"
        case .reexport: "@_exported hands a layer to every client of the module, past the policy"
        case .testableImport: "@testable opens internals that only a module's own tests may rely on"
        case .graphDrift: "readers trust the committed graph to be the package's"
        case .unusedDependency: "a declared edge that nothing uses quietly permits a future import"
        case .publicImport: "a public import makes that module part of the layer's interface, and so of every client's"
        case .unmatchedPolicyLine: "a renamed module must not silently turn its rule into a no-op"
        case .crossFeature:
            "features stay independent: a feature that reaches into another's modules cannot be changed, "
                + "tested or removed alone"
        case .staleBaselineEntry: "the baseline only shrinks, so a fixed violation cannot come back unnoticed"
        }
    }

    /// The heading in Architecture.md that explains the rule.
    public var section: String {
        switch self {
        case .uncoveredTarget, .uncoveredFile, .forbiddenSystemImport, .unmatchedPolicyLine: "The layer policy"
        case .forbiddenDependency: "Allowed dependencies"
        case .reexport, .publicImport: "Public imports"
        case .graphDrift: "Module graph"
        case .undeclaredImport, .testableImport, .unusedDependency: "Checking the rule"
        case .staleBaselineEntry: "Adopting a stricter rule"
        case .crossFeature: "Features"
        }
    }

    /// A short title, for annotations and SARIF rule names.
    public var title: String {
        rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
