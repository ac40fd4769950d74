/// Maps targets to the layers of the policy. A target belongs to the layer of
/// the same name; a test target `<Layer>Tests` belongs to `<Layer>`. With a
/// `features:` line, a target `<Feature><Layer>` belongs to one of its layers
/// and to the feature (`ContactsDomain`, and a test target
/// `ContactsDomainTests`), unless its name is itself a layer's, and a test
/// target `<Feature>Tests` is the feature's one test target, holding the
/// tests of all its layers. With prefix matching on (for generated packages
/// with many modules per layer), a target belongs to the longest layer name
/// it starts with.
public struct LayerResolver: Sendable {
    public let policy: LayerPolicy
    public let matchesPrefixes: Bool
    /// The feature layers, longest first, so with layers `Interface` and
    /// `UserInterface`, `ContactsUserInterface` is never feature `ContactsUser`.
    private let featureLayers: [String]

    public init(policy: LayerPolicy, matchesPrefixes: Bool = false) {
        self.policy = policy
        self.matchesPrefixes = matchesPrefixes
        featureLayers = (policy.features?.layers ?? []).sorted { ($0.count, $0) > ($1.count, $1) }
    }

    /// The target's role, or nil when no line of the policy covers it.
    public func role(of target: ManifestTarget) -> TargetRole? {
        if target.isTest, target.name.hasSuffix("Tests") {
            let tested = target.name.dropLast("Tests".count)
            if let layer = layer(named: String(tested), isTest: true) { return .layer(layer) }
            if let features = policy.features, FeatureLayers.isFeatureName(tested) {
                return .featureTests(FeatureTestTarget(feature: String(tested), layers: features.layers))
            }
        }
        return layer(named: target.name, isTest: target.isTest).map(TargetRole.layer)
    }

    /// Each target of a feature, its test target included, with its feature's name.
    public func features(in manifest: PackageManifest) -> [String: String] {
        var features: [String: String] = [:]
        for target in manifest.targets {
            features[target.name] = role(of: target)?.feature
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
