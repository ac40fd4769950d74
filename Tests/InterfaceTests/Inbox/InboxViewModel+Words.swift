import Application
import Foundation

// The Inbox's renderer tests give view models their words alone: these fill
// the ids and typed values, which only the JSON view reads, with stand-ins.

extension InboxViewModel {
    init(rows: [InboxRowViewModel], searchText: String, emptyText: String, positionText: String) {
        self.init(
            rows: rows, searchText: searchText, emptyText: emptyText, positionText: positionText, offset: 0,
            total: rows.count)
    }
}

extension InboxRowViewModel {
    init(number: Int, title: String, preview: String, timestamp: String, unreadCount: Int, isSelected: Bool) {
        self.init(
            number: number, title: title, preview: preview, timestamp: timestamp, unreadCount: unreadCount,
            isSelected: isSelected, id: "\(number)", participants: [title], lastActivity: nil)
    }
}

extension ConversationViewModel {
    init(title: String, rows: [MessageRowViewModel], unreadText: String) {
        self.init(
            title: title, rows: rows, unreadText: unreadText, id: title, participants: [title], unreadCount: 0,
            earlierCount: 0, messages: [])
    }
}

extension SyncStatusViewModel {
    init(text: String, isError: Bool) {
        self.init(text: text, state: isError ? .failed(reason: text) : .idle)
    }
}
