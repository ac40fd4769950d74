/// The rule a violation breaks; its raw value names it in JSON output.
public enum Rule: String, Sendable, Codable, Comparable, CaseIterable {
    /// A target the policy does not name.
    case uncoveredTarget = "uncovered-target"
    /// A file of a feature's test target outside the folders of its layers.
    case uncoveredFile = "uncovered-file"
    /// A dependency in Package.swift that the policy forbids.
    case forbiddenDependency = "forbidden-dependency"
    /// An import of a package module the target does not declare.
    case undeclaredImport = "undeclared-import"
    /// An import of a system module the layer may not use.
    case forbiddenSystemImport = "forbidden-system-import"
    /// `@_exported import` of a package module.
    case reexport = "reexport"
    /// `@testable import X` outside X's own test target.
    case testableImport = "testable-import"
    /// The Mermaid graph in Architecture.md no longer matches the package.
    case graphDrift = "graph-drift"
    /// A dependency in Package.swift that no file of the target imports.
    case unusedDependency = "unused-dependency"
    /// A `public import` or `package import` of a module the layer may not expose.
    case publicImport = "public-import"
    /// A feature's module used by another feature's, or by a core target that does not compose features.
    case crossFeature = "cross-feature"
    /// A policy line for a layer that no target of the package belongs to,
    /// or an exception for an edge that Package.swift does not declare.
    case unmatchedPolicyLine = "unmatched-policy-line"
    /// A baseline entry that no finding matches any more (reported in CI).
    case staleBaselineEntry = "stale-baseline-entry"

    public static func < (lhs: Rule, rhs: Rule) -> Bool { lhs.rawValue < rhs.rawValue }
}
