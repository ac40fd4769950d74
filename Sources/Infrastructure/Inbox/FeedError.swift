/// Why a feed could not be read, as one line for the user.
public enum FeedError: Error, Equatable, CustomStringConvertible {
    case unsupportedURL(String)
    case unreachable(String, String)
    case malformed(String)

    public var description: String {
        switch self {
        case .unsupportedURL(let url): "\(url) is not a file, http or https URL"
        case .unreachable(let url, let reason): "could not read \(url): \(reason)"
        case .malformed(let reason): "the feed is not valid: \(reason)"
        }
    }
}
