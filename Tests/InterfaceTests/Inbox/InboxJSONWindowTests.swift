import Application
import Foundation
import Interface
import Testing

/// The Inbox's frame in JSON: conversations by id, the open one's messages
/// by kind, and the sync's state, as values.
@Suite struct InboxJSONWindowTests {
    @Test func theListTheConversationAndTheSyncAreValues() throws {
        let window = InboxJSONWindow()
        let sent = Date(timeIntervalSince1970: 1_773_136_800)
        window.showInbox(
            InboxViewModel(
                rows: [
                    InboxRowViewModel(
                        number: 21, title: "", preview: "hi", timestamp: "", unreadCount: 2, isSelected: true,
                        id: "c1", participants: ["Ada", "Bo"], lastActivity: sent)
                ], searchText: "ad", emptyText: "", positionText: "", offset: 20, total: 21))
        window.showConversation(
            ConversationViewModel(
                title: "", rows: [], unreadText: "", id: "c1", participants: ["Ada", "Bo"], unreadCount: 2,
                earlierCount: 5,
                messages: [
                    MessageViewModel(
                        id: "m1", author: "Ada", isMine: false, sentAt: sent, isRead: false, content: .photos(["a.jpg"])
                    ),
                    MessageViewModel(
                        id: "m2", author: nil, isMine: true, sentAt: sent, isRead: true, content: .text("yo")),
                ]))
        window.showScreen(.conversation)
        window.showSyncStatus(SyncStatusViewModel(text: "", isError: false, state: .succeeded(newMessages: 3)))
        let frame = try window.jsonFrame()
        #expect(frame["feature"] as? String == "inbox" && frame["screen"] as? String == "conversation")
        #expect(frame["search"] as? String == "ad")
        #expect(frame["page"] as? [String: Int] == ["offset": 20, "total": 21])
        let row = try #require((frame["conversations"] as? [[String: Any]])?.first)
        #expect(row["id"] as? String == "c1" && row["number"] as? Int == 21 && row["unread"] as? Int == 2)
        #expect(row["participants"] as? [String] == ["Ada", "Bo"])
        #expect(row["lastActivity"] as? String == "2026-03-10T10:00:00Z")
        let conversation = try #require(frame["conversation"] as? [String: Any])
        #expect(conversation["earlier"] as? Int == 5)
        let messages = try #require(conversation["messages"] as? [[String: Any]])
        #expect(messages.map { $0["kind"] as? String } == ["photos", "text"])
        #expect(messages[0]["photos"] as? [String] == ["a.jpg"] && messages[0]["text"] is NSNull)
        #expect(messages[1]["author"] is NSNull && messages[1]["text"] as? String == "yo")
        let sync = try #require(frame["sync"] as? [String: Any])
        #expect(sync["state"] as? String == "succeeded" && sync["newMessages"] as? Int == 3 && sync["reason"] is NSNull)
    }

    @Test func aFailedSyncGivesItsReasonAndNothingOpenIsNull() throws {
        let window = InboxJSONWindow()
        window.showSyncStatus(SyncStatusViewModel(text: "", isError: true, state: .failed(reason: "timed out")))
        let frame = try window.jsonFrame()
        #expect(frame["conversation"] is NSNull)
        #expect((frame["sync"] as? [String: Any])?["reason"] as? String == "timed out")
        #expect((frame["sync"] as? [String: Any])?["state"] as? String == "failed")
    }
}
