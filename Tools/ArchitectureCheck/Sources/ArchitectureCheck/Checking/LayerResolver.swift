/// Maps targets to the layers of the policy. A target belongs to the layer of
/// the same name; a test target `<Layer>Tests` belongs to `<Layer>`. With a
/// `features:` line, a target `<Feature><Layer>` belongs to one of its layers
/// and to the feature (`ContactsDomain`, and the test target
/// `ContactsDomainTests`), unless its name is itself a layer's. With prefix
/// matching on (for generated packages with many modules per layer), a
/// target belongs to the longest layer name it starts with.
public struct LayerResolver: Sendable {
    public let policy: LayerPolicy
    public let matchesPrefixes: Bool
    /// The feature layers, longest first, so `ContactsTestSupport` is never
    /// read as a feature `ContactsTest` of a layer `Support`.
    private let featureLayers: [String]

    public init(policy: LayerPolicy, matchesPrefixes: Bool = false) {
        self.policy = policy
        self.matchesPrefixes = matchesPrefixes
        featureLayers = (policy.features?.layers ?? []).sorted { ($0.count, $0) > ($1.count, $1) }
    }

    public func layer(of target: ManifestTarget) -> TargetLayer? {
        if target.isTest, target.name.hasSuffix("Tests"),
            let layer = layer(named: String(target.name.dropLast("Tests".count)), isTest: true)
        {
            return layer
        }
        return layer(named: target.name, isTest: target.isTest)
    }

    /// Each target of a feature, with its feature's name.
    public func features(in manifest: PackageManifest) -> [String: String] {
        var features: [String: String] = [:]
        for target in manifest.targets {
            features[target.name] = layer(of: target)?.feature
        }
        return features
    }

    private func layer(named name: String, isTest: Bool) -> TargetLayer? {
        if policy.layers[name] != nil { return TargetLayer(layer: name, isTest: isTest) }
        if let (feature, layer) = featureModule(named: name) {
            return TargetLayer(layer: layer, isTest: isTest, feature: feature)
        }
        guard matchesPrefixes,
            let layer = policy.layers.keys.filter({ name.hasPrefix($0) }).max(by: { $0.count < $1.count })
        else { return nil }
        return TargetLayer(layer: layer, isTest: isTest)
    }

    /// `ContactsDomain` is feature `Contacts` in layer `Domain`: the name ends
    /// with a feature layer and what comes before is a feature's name.
    private func featureModule(named name: String) -> (feature: String, layer: String)? {
        for layer in featureLayers where name.count > layer.count && name.hasSuffix(layer) {
            let feature = name.dropLast(layer.count)
            if FeatureLayers.isFeatureName(feature) { return (String(feature), layer) }
        }
        return nil
    }
}
