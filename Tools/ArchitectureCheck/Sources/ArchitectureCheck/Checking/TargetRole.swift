/// What the policy makes of a target: a member of one layer (a layer's core,
/// a feature's module, one layer's test target), or a feature's one test
/// target, whose folders each follow one layer's test line.
public enum TargetRole: Sendable, Equatable {
    case layer(TargetLayer)
    case featureTests(FeatureTestTarget)

    public var feature: String? {
        switch self {
        case .layer(let layer): layer.feature
        case .featureTests(let tests): tests.feature
        }
    }

    /// Every line the target's files follow: its layer's, or each folder's.
    public var lines: [TargetLayer] {
        switch self {
        case .layer(let layer): [layer]
        case .featureTests(let tests): tests.layers.map(tests.tests(of:))
        }
    }

    /// The line the file at `path` follows, for the target whose folder is
    /// `targetPath`; nil for a file of a feature's test target outside every
    /// layer's folder.
    public func line(ofFile path: String, targetPath: String) -> TargetLayer? {
        switch self {
        case .layer(let layer): layer
        case .featureTests(let tests): tests.layer(ofFile: path, targetPath: targetPath).map(tests.tests(of:))
        }
    }
}
