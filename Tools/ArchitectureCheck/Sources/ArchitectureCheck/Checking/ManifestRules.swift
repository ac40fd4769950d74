/// Rule 1: every target is covered by the policy and declares only the
/// dependencies its layer, and its feature, allow; a feature's test target
/// only what the tests of one of its layers may use.
enum ManifestRules {
    static let manifestPath = "Package.swift"

    static func violations(in manifest: PackageManifest, layers: PackageLayers, locator: ManifestLocator)
        -> [Violation]
    {
        var found: [Violation] = []
        for target in manifest.targets {
            guard let role = layers.roles[target.name] else {
                let location = locator.location(ofTarget: target.name)
                found.append(
                    Violation(
                        path: manifestPath, line: location.line, column: location.column, rule: .uncoveredTarget,
                        message: "target '\(target.name)' is not covered by the layer policy",
                        fix: "add a '\(target.name):' line to the layer-policy block in Architecture.md",
                        subject: target.name))
                continue
            }
            for dependency in Set(target.dependencies).sorted() {
                // Locating costs a walk over Package.swift's tokens, so only a finding pays it.
                func location() -> (line: Int, column: Int) {
                    locator.location(ofDependency: dependency, in: target.name)
                }
                let subject = "\(target.name) -> \(dependency)"
                // An edge may break both rules; each is reported, since fixing one leaves the other.
                if !layers.allows(target.name, toUse: dependency) {
                    let location = location()
                    found.append(
                        Violation(
                            path: manifestPath, line: location.line, column: location.column,
                            rule: .forbiddenDependency,
                            message:
                                "target '\(target.name)' depends on '\(dependency)', \(refusal(role))",
                            fix: "\(fixSubject(role)) may use \(layers.usableLayersDescription(for: target.name)); "
                                + "remove the dependency or change the layer-policy in Architecture.md",
                            subject: subject))
                }
                if let crossing = CrossFeatureRule.violation(
                    target.name, uses: dependency, importing: false, layers: layers, path: manifestPath,
                    position: location, subject: subject)
                {
                    found.append(crossing)
                }
            }
        }
        return found
    }

    private static func refusal(_ role: TargetRole) -> String {
        switch role {
        case .layer(let layer): "which layer \(layer.layer) may not use"
        case .featureTests(let tests): "which the tests of no layer of \(tests.feature) may use"
        }
    }

    private static func fixSubject(_ role: TargetRole) -> String {
        switch role {
        case .layer(let layer): layer.layer
        case .featureTests(let tests): "the tests of \(tests.layers.joined(separator: ", "))"
        }
    }
}
