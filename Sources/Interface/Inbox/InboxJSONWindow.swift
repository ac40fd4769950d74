public import Application
import Foundation

/// The Inbox's window in the JSON view: it keeps what its `InboxDisplay` was
/// told, as the other windows do, and gives it as one line of JSON: the page
/// of conversations, the open one with its messages, and the sync, by ids and
/// typed values rather than the words the text views show
/// (docs/output.schema.json).
public final class InboxJSONWindow: FeatureWindow {
    var shown = InboxSnapshot()

    public init() {}

    /// The frame as one line; JSON has no width.
    public func frame(width: Int) -> [String] {
        let inbox = shown.inbox
        let frame = JSONValue.object([
            ("feature", .string("inbox")),
            ("screen", .string(shown.screen == .list ? "list" : "conversation")),
            ("search", .string(inbox.searchText)),
            ("page", .page(offset: inbox.offset, total: inbox.total)),
            ("conversations", .array(inbox.rows.map(Self.row))),
            ("conversation", .optional(shown.conversation, Self.conversation)),
            ("sync", Self.sync(shown.syncStatus?.state ?? .idle)),
            ("problem", .optional(shown.inboxProblem, JSONValue.string)),
        ])
        return [frame.line]
    }

    private static func row(_ row: InboxRowViewModel) -> JSONValue {
        .object([
            ("id", .string(row.id)), ("number", .number(Int64(row.number))),
            ("participants", .array(row.participants.map(JSONValue.string))), ("preview", .string(row.preview)),
            ("lastActivity", .optional(row.lastActivity, JSONValue.time)),
            ("unread", .number(Int64(row.unreadCount))), ("open", .bool(row.isSelected)),
        ])
    }

    private static func conversation(_ conversation: ConversationViewModel) -> JSONValue {
        .object([
            ("id", .string(conversation.id)), ("participants", .array(conversation.participants.map(JSONValue.string))),
            ("unread", .number(Int64(conversation.unreadCount))),
            ("earlier", .number(Int64(conversation.earlierCount))),
            ("messages", .array(conversation.messages.map(Self.message))),
        ])
    }

    private static func message(_ message: MessageViewModel) -> JSONValue {
        let (kind, text, photos): (String, String?, [String]?) =
            switch message.content {
            case .text(let body): ("text", body, nil)
            case .photos(let names): ("photos", nil, names)
            case .notice(let notice): ("notice", notice, nil)
            }
        return .object([
            ("id", .string(message.id)), ("kind", .string(kind)),
            ("author", .optional(message.author, JSONValue.string)), ("mine", .bool(message.isMine)),
            ("sentAt", .time(message.sentAt)), ("read", .bool(message.isRead)),
            ("text", .optional(text, JSONValue.string)),
            ("photos", .optional(photos) { .array($0.map(JSONValue.string)) }),
        ])
    }

    private static func sync(_ state: SyncState) -> JSONValue {
        let (name, count, reason): (String, Int?, String?) =
            switch state {
            case .idle: ("idle", nil, nil)
            case .loading: ("loading", nil, nil)
            case .failed(let reason): ("failed", nil, reason)
            case .succeeded(let count): ("succeeded", count, nil)
            }
        return .object([
            ("state", .string(name)), ("newMessages", .optional(count) { .number(Int64($0)) }),
            ("reason", .optional(reason, JSONValue.string)),
        ])
    }
}

extension InboxJSONWindow: InboxDisplay {
    public func showInbox(_ inbox: InboxViewModel) { shown.showInbox(inbox) }
    public func showInboxUnavailable(_ reason: String) { shown.showInboxUnavailable(reason) }
    public func showConversation(_ conversation: ConversationViewModel) { shown.showConversation(conversation) }
    public func clearConversation() { shown.clearConversation() }
    public func showSyncStatus(_ status: SyncStatusViewModel) { shown.showSyncStatus(status) }
    public func showScreen(_ screen: InboxScreen) { shown.showScreen(screen) }
}
