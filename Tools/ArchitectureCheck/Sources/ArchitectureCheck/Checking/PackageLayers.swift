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

    /// Whether `target` may depend on the package module `module` under the
    /// policy. A test target may use its own layer and whatever that layer may.
    func allows(_ target: String, toUse module: String) -> Bool {
        guard let user = layers[target], let used = layers[module], !used.isTest else { return false }
        return policy.allows(user.layer, toUse: used.layer)
    }

    /// "Domain, Application" or "no other layer", for fix-it text.
    func usableLayersDescription(for target: String) -> String {
        guard let layer = layers[target]?.layer else { return "nothing" }
        let usable = policy.usableLayers(from: layer)
        return usable.isEmpty ? "no other layer" : usable.joined(separator: ", ")
    }
}
