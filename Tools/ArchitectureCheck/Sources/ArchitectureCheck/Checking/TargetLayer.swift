/// The layer a target belongs to, and whether it is that layer's test target.
public struct TargetLayer: Sendable, Equatable {
    public let layer: String
    public let isTest: Bool
}
