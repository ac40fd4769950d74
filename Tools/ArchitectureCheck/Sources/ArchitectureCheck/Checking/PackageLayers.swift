/// The package's targets with their roles resolved once, shared by the rules.
struct PackageLayers: Sendable {
    let policy: LayerPolicy
    let targets: [String: ManifestTarget]
    let roles: [String: TargetRole]

    init(resolver: LayerResolver) {
        policy = resolver.policy
        let manifest = resolver.manifest
        targets = Dictionary(manifest.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var roles: [String: TargetRole] = [:]
        for target in manifest.targets {
            roles[target.name] = resolver.role(of: target)
        }
        self.roles = roles
    }

    /// Each feature's targets, its test target included, by target name.
    var features: [String: String] {
        roles.compactMapValues(\.feature)
    }

    /// The layer of the package module `module`; nil for a test target,
    /// which nothing imports, and for a module the policy does not cover.
    func layer(of module: String) -> String? {
        guard case .layer(let layer)? = roles[module], !layer.isTest else { return nil }
        return layer.layer
    }

    /// Whether `target` may depend on the package module `module` under the
    /// policy: a feature's test target when one of its folders may.
    func allows(_ target: String, toUse module: String) -> Bool {
        roles[target]?.lines.contains { allows($0, toUse: module) } ?? false
    }

    /// Whether code that follows `line` may use `module`. A test may use its
    /// own layer and whatever that layer may.
    func allows(_ line: TargetLayer, toUse module: String) -> Bool {
        guard let used = layer(of: module) else { return false }
        return policy.allows(line.layer, asTest: line.isTest, toUse: used)
    }

    /// Whether `target` may reach `module` across features: a module of no
    /// feature is anyone's; a feature's modules are its own (its test target's
    /// too), the composing layers' (App and its tests), and those of features
    /// allowed to use it.
    func featureAllows(_ target: String, toUse module: String) -> Bool {
        guard let used = roles[module]?.feature, let user = roles[target] else { return true }
        guard let feature = user.feature else {
            return user.lines.contains { policy.features?.composedIn.contains($0.layer) ?? false }
        }
        return policy.allowsFeature(feature, toUse: used)
    }

    /// "Domain, Application" or "no other layer", for fix-it text; for a
    /// feature's test target, what any of its folders may use, their own layers included.
    func usableLayersDescription(for target: String) -> String {
        switch roles[target] {
        case nil: return "nothing"
        case .layer(let line)?: return usableLayersDescription(for: line)
        case .featureTests(let tests)?:
            let usable = tests.layers.flatMap { [$0] + policy.usableLayers(from: $0, asTest: true) }
            return Set(usable).sorted().joined(separator: ", ")
        }
    }

    func usableLayersDescription(for line: TargetLayer) -> String {
        let usable = policy.usableLayers(from: line.layer, asTest: line.isTest)
        return usable.isEmpty ? "no other layer" : usable.joined(separator: ", ")
    }

    /// Where `@testable import module` belongs: the module's own test target,
    /// or for a feature's module its layer's folder in the feature's test target.
    func testableHome(of module: String) -> String {
        if case .layer(let layer)? = roles[module], let feature = layer.feature,
            let tests = targets[feature + "Tests"], case .featureTests(let folders)? = roles[tests.name],
            folders.layers.contains(layer.layer)
        {
            return "\(tests.path)/\(layer.layer)/"
        }
        return module + "Tests"
    }
}
