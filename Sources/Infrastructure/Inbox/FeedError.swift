/// Why a feed could not be read, as one line for the user.
public enum FeedError: Error, Equatable, CustomStringConvertible {
    case unsupportedURL(String)
    case unreachable(String, String)
    case malformed(String)
    /// The body passed the feed's byte budget; it was dropped, and nothing stored.
    case tooLarge(String, limit: Int)

    /// The feed did not answer in full within `seconds`, however slowly it dripped its bytes.
    static func noAnswer(_ url: String, within seconds: Double) -> FeedError {
        .unreachable(url, "no answer within \(seconds.rounded() == seconds ? "\(Int(seconds))" : "\(seconds)") s")
    }

    public var description: String {
        switch self {
        case .unsupportedURL(let url): "\(url) is not a file, http or https URL"
        case .unreachable(let url, let reason): "could not read \(url): \(reason)"
        case .malformed(let reason): "the feed is not valid: \(reason)"
        case .tooLarge(let url, let limit):
            "\(url) is larger than \(limit >= 1 << 20 ? "\(limit >> 20) MiB" : "\(limit) bytes"); nothing was stored"
        }
    }
}
