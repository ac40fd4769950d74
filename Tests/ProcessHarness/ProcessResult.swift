/// How a child process ended and everything it printed.
public struct ProcessResult: Sendable {
    /// The exit status; for a child killed by a signal, the signal's number.
    public let status: Int32
    /// The signal that killed the child, or nil when it exited.
    public let signal: Int32?
    public let output: String
    public let errors: String

    /// stdout split into lines, the empty one after the last newline included.
    public var lines: [String] { output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
}
