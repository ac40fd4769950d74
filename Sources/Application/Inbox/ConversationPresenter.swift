public import Domain

/// Keeps a `ConversationDisplay` showing the open conversation, or nothing.
public final class ConversationPresenter {
    public private(set) var openID: ConversationID?
    private let store: any ConversationStore
    private let display: any ConversationDisplay
    private let messages: MessagePresentation

    public init(store: any ConversationStore, timestamps: TimestampFormatter, display: any ConversationDisplay) {
        self.store = store
        self.display = display
        self.messages = MessagePresentation(timestamps: timestamps)
    }

    /// Shows a conversation; returns false, showing nothing, when it no longer exists.
    public func show(_ id: ConversationID) throws -> Bool {
        guard let conversation = try store.conversation(id) else {
            close()
            return false
        }
        openID = id
        display.showConversation(messages.viewModel(for: conversation))
        return true
    }

    /// Draws the open conversation again from the store; clears it if it is gone.
    public func refresh() throws {
        guard let openID else { return }
        _ = try show(openID)
    }

    public func close() {
        openID = nil
        display.clearConversation()
    }
}
