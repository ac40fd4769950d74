/// One line of `help`: how a command is typed, and what it does.
public struct CommandHelp: Equatable, Sendable {
    /// Such as "open N".
    public let usage: String
    public let summary: String

    public init(_ usage: String, _ summary: String) {
        self.usage = usage
        self.summary = summary
    }
}
