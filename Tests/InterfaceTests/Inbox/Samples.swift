import Application

/// View models as presenters would push them, for golden-text tests.
enum Samples {
    static let inbox = InboxViewModel(
        rows: [
            InboxRowViewModel(
                number: 1, title: "Alex Morgan", preview: "Attachment: 1 Image", timestamp: "10:00 AM", unreadCount: 1,
                isSelected: true),
            InboxRowViewModel(
                number: 2, title: "山田 太郎", preview: "今日はありがとうございました！また来週", timestamp: "Yesterday",
                unreadCount: 0, isSelected: false),
            InboxRowViewModel(
                number: 3, title: "Mallory\u{1B}[31m", preview: "evil \u{202E}txt.exe", timestamp: "3/1/2026",
                unreadCount: 0, isSelected: false),
        ], searchText: "", emptyText: "No conversations yet.", positionText: "1–3 of 3")

    static let conversation = ConversationViewModel(
        title: "Alex Morgan",
        rows: [
            .notice(text: "Alex joined", time: "Monday"),
            .text(author: "You", time: "9:00 AM", body: "Are we still on for lunch today?", isMine: true),
            .text(author: "Alex Morgan", time: "9:30 AM", body: "Yes!\nThe café on Main Street.", isMine: false),
            .photos(author: "Alex Morgan", time: "10:00 AM", label: "Attachment: 1 Image", isMine: false),
        ], unreadText: "1 unread")
}
