/// Maps targets to the layers of the policy. A target belongs to the layer of
/// the same name; a test target `<Layer>Tests` belongs to `<Layer>`. With
/// prefix matching on (for generated packages with many modules per layer),
/// a target belongs to the longest layer name it starts with.
public struct LayerResolver: Sendable {
    public let policy: LayerPolicy
    public let matchesPrefixes: Bool

    public init(policy: LayerPolicy, matchesPrefixes: Bool = false) {
        self.policy = policy
        self.matchesPrefixes = matchesPrefixes
    }

    public func layer(of target: ManifestTarget) -> TargetLayer? {
        if target.isTest, target.name.hasSuffix("Tests"),
            let layer = layer(named: String(target.name.dropLast("Tests".count)))
        {
            return TargetLayer(layer: layer, isTest: true)
        }
        return layer(named: target.name).map { TargetLayer(layer: $0, isTest: target.isTest) }
    }

    private func layer(named name: String) -> String? {
        if policy.layers[name] != nil { return name }
        guard matchesPrefixes else { return nil }
        return policy.layers.keys.filter { name.hasPrefix($0) }.max { $0.count < $1.count }
    }
}
