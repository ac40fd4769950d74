/// Maps a package's targets to the layers of the policy. A target belongs to
/// the layer of the same name; a test target `<Layer>Tests` belongs to
/// `<Layer>`. With a `features:` line, a target `<Feature><Layer>` belongs to
/// one of its layers and to the feature (`ContactsDomain`, and a test target
/// `ContactsDomainTests`), unless its name is itself a layer's, and a test
/// target `<Feature>Tests` is the feature's one test target, holding the
/// tests of all its layers, when the package has a module `<Feature><Layer>`:
/// a fork's `IntegrationTests`, with no `Integration<Layer>`, stays uncovered.
/// With prefix matching on (for generated packages with many modules per
/// layer), a target belongs to the longest layer name it starts with.
public struct LayerResolver: Sendable {
    public let policy: LayerPolicy
    public let manifest: PackageManifest
    public let matchesPrefixes: Bool
    /// The feature layers, longest first, so with layers `Interface` and
    /// `UserInterface`, `ContactsUserInterface` is never feature `ContactsUser`.
    private let featureLayers: [String]
    /// The features that have a module of their own in the package, and so may have a test target.
    private let featuresWithModules: Set<String>

    public init(policy: LayerPolicy, manifest: PackageManifest, matchesPrefixes: Bool = false) {
        self.policy = policy
        self.manifest = manifest
        self.matchesPrefixes = matchesPrefixes
        let featureLayers = (policy.features?.layers ?? []).sorted { ($0.count, $0) > ($1.count, $1) }
        self.featureLayers = featureLayers
        featuresWithModules = Set(
            manifest.targets.filter { !$0.isTest && policy.layers[$0.name] == nil }
                .compactMap { Self.featureModule(named: $0.name, layers: featureLayers)?.feature })
    }

    /// The target's role, or nil when no line of the policy covers it.
    public func role(of target: ManifestTarget) -> TargetRole? {
        if target.isTest, target.name.hasSuffix("Tests") {
            let tested = String(target.name.dropLast("Tests".count))
            if let layer = layer(named: tested, isTest: true) { return .layer(layer) }
            if let features = policy.features, featuresWithModules.contains(tested) {
                return .featureTests(FeatureTestTarget(feature: tested, layers: features.layers))
            }
        }
        return layer(named: target.name, isTest: target.isTest).map(TargetRole.layer)
    }

    /// Each target of a feature, its test target included, with its feature's name.
    public var features: [String: String] {
        var features: [String: String] = [:]
        for target in manifest.targets {
            features[target.name] = role(of: target)?.feature
        }
        return features
    }

    private func layer(named name: String, isTest: Bool) -> TargetLayer? {
        if policy.layers[name] != nil { return TargetLayer(layer: name, isTest: isTest) }
        if let (feature, layer) = Self.featureModule(named: name, layers: featureLayers) {
            return TargetLayer(layer: layer, isTest: isTest, feature: feature)
        }
        guard matchesPrefixes,
            let layer = policy.layers.keys.filter({ name.hasPrefix($0) }).max(by: { $0.count < $1.count })
        else { return nil }
        return TargetLayer(layer: layer, isTest: isTest)
    }

    /// `ContactsDomain` is feature `Contacts` in layer `Domain`: the name ends
    /// with one of the feature `layers` (longest first) and what comes before
    /// is a feature's name.
    private static func featureModule(named name: String, layers: [String]) -> (feature: String, layer: String)? {
        for layer in layers where name.count > layer.count && name.hasSuffix(layer) {
            let feature = name.dropLast(layer.count)
            if FeatureLayers.isFeatureName(feature) { return (String(feature), layer) }
        }
        return nil
    }
}
