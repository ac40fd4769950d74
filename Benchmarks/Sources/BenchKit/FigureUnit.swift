import Foundation

/// What a figure counts, which decides how its numbers are written.
public enum FigureUnit: Sendable {
    case milliseconds
    case seconds
    case megabytes
    case ratio
    case count

    public func format(_ value: Double) -> String {
        switch self {
        case .milliseconds: String(format: value < 100 ? "%.2f ms" : "%.0f ms", value)
        case .seconds: String(format: "%.2f s", value)
        case .megabytes: String(format: "%.1f MB", value)
        case .ratio: String(format: value < 10 ? "%.2f×" : value < 100 ? "%.1f×" : "%.0f×", value)
        case .count: String(Int(value.rounded()))
        }
    }
}
