public import Domain

/// One page of the conversation list as the store answered it: the rows, where
/// they start, and how many match in all.
public struct ConversationPage: Equatable, Sendable {
    public let summaries: [ConversationSummary]
    /// The index of the first row among all that match; the service moves it
    /// back when the list has shrunk below it.
    public let offset: Int
    public let total: Int

    public init(summaries: [ConversationSummary], offset: Int, total: Int) {
        self.summaries = summaries
        self.offset = offset
        self.total = total
    }
}
