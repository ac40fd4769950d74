public import Domain

/// Keeps a `ConversationDisplay` showing the open conversation, or nothing.
/// It shows what the flow loaded and never reads a store itself.
@MainActor
public final class ConversationPresenter {
    public private(set) var openID: ConversationID?
    private let display: any ConversationDisplay
    private let presentation: ConversationPresentation

    public init(timestamps: TimestampFormatter, display: any ConversationDisplay) {
        self.display = display
        self.presentation = ConversationPresentation(timestamps: timestamps)
    }

    public func present(_ conversation: Conversation) {
        openID = conversation.id
        display.showConversation(presentation.viewModel(for: conversation))
    }

    public func close() {
        openID = nil
        display.clearConversation()
    }
}
