/// The package's targets with their layers resolved once, shared by the rules.
struct PackageLayers: Sendable {
    let policy: LayerPolicy
    let targets: [String: ManifestTarget]
    let layers: [String: TargetLayer]

    init(manifest: PackageManifest, resolver: LayerResolver) {
        policy = resolver.policy
        targets = Dictionary(manifest.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var layers: [String: TargetLayer] = [:]
        for target in manifest.targets {
            layers[target.name] = resolver.layer(of: target)
        }
        self.layers = layers
    }

    /// Each feature module's feature, by target name.
    var features: [String: String] {
        layers.compactMapValues(\.feature)
    }

    /// Whether `target` may depend on the package module `module` under the
    /// policy. A test target may use its own layer and whatever that layer may.
    func allows(_ target: String, toUse module: String) -> Bool {
        guard let user = layers[target], let used = layers[module], !used.isTest else { return false }
        return policy.allows(user.layer, asTest: user.isTest, toUse: used.layer)
    }

    /// Whether `target` may reach `module` across features: a module of no
    /// feature is anyone's; a feature's modules are its own, the composing
    /// layers' (App and its tests), and those of features allowed to use it.
    func featureAllows(_ target: String, toUse module: String) -> Bool {
        guard let used = layers[module]?.feature, let user = layers[target] else { return true }
        guard let feature = user.feature else {
            return policy.features?.composedIn.contains(user.layer) ?? false
        }
        return policy.allowsFeature(feature, toUse: used)
    }

    /// "Domain, Application" or "no other layer", for fix-it text.
    func usableLayersDescription(for target: String) -> String {
        guard let layer = layers[target] else { return "nothing" }
        let usable = policy.usableLayers(from: layer.layer, asTest: layer.isTest)
        return usable.isEmpty ? "no other layer" : usable.joined(separator: ", ")
    }
}
