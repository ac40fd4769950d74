/// The layer whose line a target, or one folder of a feature's test target,
/// follows: whether as one of that layer's tests, and the feature it belongs
/// to, if any (nil for a layer's core).
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
