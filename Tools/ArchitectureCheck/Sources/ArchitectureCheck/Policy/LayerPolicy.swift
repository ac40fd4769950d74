/// The dependency rule: every layer and what it may use. Parsed from the
/// `layer-policy` block in Architecture.md.
public struct LayerPolicy: Sendable, Equatable {
    public let layers: [String: LayerRule]

    public init(rules: [LayerRule]) {
        layers = Dictionary(rules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether `layer` may depend on and import `other`. A layer may always
    /// use itself, which matters for test targets and for layers split over
    /// several modules.
    public func allows(_ layer: String, toUse other: String) -> Bool {
        if layer == other { return true }
        guard let rule = layers[layer], let target = layers[other] else { return false }
        if let reservedFor = target.onlyFor { return reservedFor.contains(layer) }
        return rule.dependencies.contains(other)
    }

    /// The layers `layer` may use, for fix-it messages.
    public func usableLayers(from layer: String) -> [String] {
        layers.keys.filter { $0 != layer && allows(layer, toUse: $0) }.sorted()
    }

    /// The layers that may import `module` from outside the package.
    public func layers(allowedToImport module: String) -> [String] {
        layers.values.filter { $0.systemModules.allows(module) }.map(\.name).sorted()
    }
}
