/// Why an `HTTPGet` brought back no body. The caller words it for its own
/// people, with the URL and the limits it chose.
enum HTTPGetError: Error, Equatable {
    /// The whole answer did not arrive before the deadline.
    case noAnswer
    /// The body, counted as it arrived and after gzip was undone, passed the budget.
    case tooLarge
    /// The server answered, but not with success.
    case status(Int)
    /// libcurl's own one-line reason: no such host, connection refused, a bad certificate…
    case failed(String)
}
