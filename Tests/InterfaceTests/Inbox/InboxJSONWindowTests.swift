import Application
import Foundation
import Interface
import Testing

/// The Inbox's frame in JSON: conversations by id, the open one's messages
/// by kind, and the sync's state, as values.
@Suite struct InboxJSONWindowTests {
    @Test func theListTheConversationAndTheSyncAreValues() {
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
        window.showSyncStatus(SyncStatusViewModel(text: "", state: .succeeded(newMessages: 3)))
        #expect(
            window.frame(width: 20) == [
                #"{"feature":"inbox","screen":"conversation","search":"ad","page":{"offset":20,"total":21},"#
                    + #""conversations":[{"id":"c1","number":21,"participants":["Ada","Bo"],"preview":"hi","#
                    + #""lastActivity":"2026-03-10T10:00:00Z","unread":2,"open":true}],"#
                    + #""conversation":{"id":"c1","participants":["Ada","Bo"],"unread":2,"earlier":5,"messages":["#
                    + #"{"id":"m1","kind":"photos","author":"Ada","mine":false,"sentAt":"2026-03-10T10:00:00Z","#
                    + #""read":false,"text":null,"photos":["a.jpg"]},{"id":"m2","kind":"text","author":null,"#
                    + #""mine":true,"sentAt":"2026-03-10T10:00:00Z","read":true,"text":"yo","photos":null}]},"#
                    + #""sync":{"state":"succeeded","newMessages":3,"reason":null},"problem":null}"#
            ])
    }

    @Test func aFailedSyncGivesItsReasonAndNothingOpenIsNull() {
        let window = InboxJSONWindow()
        window.showSyncStatus(SyncStatusViewModel(text: "", state: .failed(reason: "timed out")))
        #expect(
            window.frame(width: 20).first?.hasSuffix(
                #""conversation":null,"sync":{"state":"failed","newMessages":null,"reason":"timed out"},"problem":null}"#
            )
                == true)
    }
}
