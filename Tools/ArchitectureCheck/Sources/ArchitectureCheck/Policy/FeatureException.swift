/// A policy line `allow feature-dependency: Feature -> Other, …`: the modules
/// of one feature may use those of another. Features stay independent unless
/// the policy says otherwise here, where review sees it; the line must name a
/// dependency Package.swift declares from one of the feature's modules to
/// one of the other's, or it fails at its line.
public struct FeatureException: Sendable, Equatable {
    public let feature: String
    public let dependency: String
    public let line: Int
    public let column: Int

    public init(feature: String, dependency: String, line: Int, column: Int) {
        self.feature = feature
        self.dependency = dependency
        self.line = line
        self.column = column
    }

    static let keyword = "allow feature-dependency:"

    /// One exception per feature the line names; nil when it is not this kind of line.
    static func parse(_ text: Substring, line: Int, column: Int) throws(PolicyError) -> [FeatureException]? {
        guard text.hasPrefix(keyword) else { return nil }
        guard let edge = PolicyEdge(text.dropFirst(keyword.count)),
            FeatureLayers.isFeatureName(edge.source), edge.targets.allSatisfy(FeatureLayers.isFeatureName)
        else {
            throw PolicyError(line: line, message: "expected 'allow feature-dependency: Feature -> Feature, …'")
        }
        if edge.targets.contains(edge.source) {
            throw PolicyError(line: line, message: "feature '\(edge.source)' may always use its own modules")
        }
        return edge.targets.map { dependency in
            FeatureException(feature: edge.source, dependency: dependency, line: line, column: column)
        }
    }
}
