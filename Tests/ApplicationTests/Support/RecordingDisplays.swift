import Application

/// Remembers everything pushed to it, in order, so tests can assert on what a
/// presenter showed rather than on how it got there.
final class RecordingDisplay: InboxDisplay {
    enum Event: Equatable {
        case inbox(InboxViewModel)
        case inboxUnavailable(String)
        case conversation(ConversationViewModel)
        case conversationCleared
        case screen(InboxScreen)
        case sync(SyncStatusViewModel)
    }

    private(set) var events: [Event] = []

    var lastInbox: InboxViewModel? {
        events.reversed().lazy.compactMap { if case .inbox(let model) = $0 { model } else { nil } }.first
    }

    /// The screen last brought forward.
    var screen: InboxScreen? {
        events.reversed().lazy.compactMap { if case .screen(let screen) = $0 { screen } else { nil } }.first
    }

    var lastConversation: ConversationViewModel? {
        for event in events.reversed() {
            switch event {
            case .conversation(let model): return model
            case .conversationCleared: return nil
            default: continue
            }
        }
        return nil
    }

    func showInbox(_ inbox: InboxViewModel) { events.append(.inbox(inbox)) }
    func showInboxUnavailable(_ reason: String) { events.append(.inboxUnavailable(reason)) }
    func showConversation(_ conversation: ConversationViewModel) { events.append(.conversation(conversation)) }
    func clearConversation() { events.append(.conversationCleared) }
    func showScreen(_ screen: InboxScreen) { events.append(.screen(screen)) }
    func showSyncStatus(_ status: SyncStatusViewModel) { events.append(.sync(status)) }

    var syncTexts: [String] { events.compactMap { if case .sync(let status) = $0 { status.text } else { nil } } }
}
