/// A feature's one test target, `<Feature>Tests`. It holds the tests of every
/// layer of the `features:` line, each layer's in a folder of its own,
/// `Tests/<Feature>Tests/<Layer>/`, and each folder follows its layer's test
/// line: one target to build and link, yet a Domain test still cannot reach
/// Interface.
public struct FeatureTestTarget: Sendable, Equatable {
    public let feature: String
    /// The layers whose tests it holds, as the `features:` line lists them.
    public let layers: [String]

    public init(feature: String, layers: [String]) {
        self.feature = feature
        self.layers = layers
    }

    /// The line a file in `layer`'s folder follows.
    public func tests(of layer: String) -> TargetLayer {
        TargetLayer(layer: layer, isTest: true, feature: feature)
    }

    /// The layer whose folder holds `path`, a file relative to the package
    /// root, of the target whose folder is `targetPath`; nil for a file
    /// directly in that folder or in a folder named after no layer.
    public func layer(ofFile path: String, targetPath: String) -> String? {
        guard path.hasPrefix(targetPath + "/") else { return nil }
        let components = path.dropFirst(targetPath.count + 1).split(separator: "/")
        guard components.count > 1, let folder = components.first else { return nil }
        return layers.first { $0 == folder }
    }
}
