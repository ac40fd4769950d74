/// The bound a figure is held to; a benchmark that misses one exits non-zero.
public enum Goal: Sendable {
    case atMost(Double)
    case atLeast(Double)

    /// Goals are judged on the median, so one slow run on a busy machine does not decide.
    public func isMet(by measure: Measure) -> Bool {
        switch self {
        case .atMost(let bound): measure.median <= bound
        case .atLeast(let bound): measure.median >= bound
        }
    }

    func text(in unit: FigureUnit) -> String {
        switch self {
        case .atMost(let bound): "≤ " + unit.format(bound)
        case .atLeast(let bound): "≥ " + unit.format(bound)
        }
    }
}
