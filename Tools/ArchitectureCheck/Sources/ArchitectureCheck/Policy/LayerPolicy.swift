/// The dependency rule: every layer and what it may use. Parsed from the
/// `layer-policy` block in Architecture.md.
public struct LayerPolicy: Sendable, Equatable {
    public let layers: [String: LayerRule]
    /// Declared dependencies that may go unimported.
    public let exceptions: [PolicyException]
    /// The `features:` line, when the package may have feature modules.
    public let features: FeatureLayers?
    /// Features whose modules may use another feature's.
    public let featureExceptions: [FeatureException]

    public init(
        rules: [LayerRule], exceptions: [PolicyException] = [], features: FeatureLayers? = nil,
        featureExceptions: [FeatureException] = []
    ) {
        layers = Dictionary(rules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.exceptions = exceptions
        self.features = features
        self.featureExceptions = featureExceptions
    }

    func allowsUnused(_ dependency: String, of target: String) -> Bool {
        exceptions.contains { $0.target == target && $0.dependency == dependency }
    }

    /// Whether `layer` may depend on and import `other`; `asTest` when the user
    /// is one of the layer's test targets. A layer may always use itself, which
    /// matters for test targets and for layers split over several modules.
    public func allows(_ layer: String, asTest: Bool = false, toUse other: String) -> Bool {
        if layer == other { return true }
        guard let rule = layers[layer], let target = layers[other] else { return false }
        if let reservedFor = target.onlyFor {
            return reservedFor.contains(layer) && (asTest || !target.reservedForTests)
        }
        return rule.dependencies.contains(other)
    }

    /// Whether the modules of `feature` may use those of `other`.
    public func allowsFeature(_ feature: String, toUse other: String) -> Bool {
        feature == other || featureExceptions.contains { $0.feature == feature && $0.dependency == other }
    }

    /// The layers `layer` may use, for fix-it messages.
    public func usableLayers(from layer: String, asTest: Bool = false) -> [String] {
        layers.keys.filter { $0 != layer && allows(layer, asTest: asTest, toUse: $0) }.sorted()
    }

    /// Whether files of `layer` may `public import` `module`, whose layer is
    /// `moduleLayer` when it belongs to the package. The standard library is
    /// always part of every interface.
    public func allows(_ layer: String, toExpose module: String, ofLayer moduleLayer: String?) -> Bool {
        if SystemModules.standardLibrary.contains(module) || moduleLayer == layer { return true }
        guard let exposes = layers[layer]?.exposes else { return false }
        return exposes.contains(moduleLayer ?? module)
    }

    /// The layers that may import `module` from outside the package.
    public func layers(allowedToImport module: String) -> [String] {
        layers.values.filter { $0.systemModules.allows(module) }.map(\.name).sorted()
    }
}
