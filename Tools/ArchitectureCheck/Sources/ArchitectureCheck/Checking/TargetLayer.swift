/// The layer a target belongs to, whether it is one of that layer's test
/// targets, and the feature it belongs to, if any: nil for a layer's core.
public struct TargetLayer: Sendable, Equatable {
    public let layer: String
    public let isTest: Bool
    public let feature: String?

    public init(layer: String, isTest: Bool, feature: String? = nil) {
        self.layer = layer
        self.isTest = isTest
        self.feature = feature
    }
}
