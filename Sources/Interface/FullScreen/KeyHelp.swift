/// One line of the full-screen help overlay: how the keys are named, and what they do.
public struct KeyHelp: Equatable, Sendable {
    public let label: String
    public let summary: String

    public init(_ label: String, _ summary: String) {
        self.label = label
        self.summary = summary
    }
}
