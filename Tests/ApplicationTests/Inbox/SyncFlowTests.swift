import Application
import Domain
import Foundation
import Testing

@Suite struct SyncFlowTests {
    let incoming = IncomingMessage(
        conversationID: ConversationID("cy"), participants: ["Cy"],
        message: Message(id: MessageID("cy-1"), author: .contact("Cy"), sentAt: Fixtures.now, content: .text("New!")))

    @Test func aFailedSyncShowsLoadingThenTheErrorThenRetrySucceeds() {
        let harness = FlowHarness.standard()
        harness.feed.answer = .failure(FakeRemoteFeed.Unreachable())
        harness.flow.didAskToSync()
        #expect(
            harness.display.syncTexts == [
                "Syncing…", "Sync failed (type 'retry' to try again): the host did not answer",
            ])

        harness.feed.answer = .success([incoming])
        harness.flow.didAskToRetry()
        #expect(harness.display.syncTexts.suffix(2) == ["Syncing…", "Synced: 1 new message."])
        #expect(harness.display.lastInbox?.rows.first?.title == "Cy")
    }

    @Test func retryWithoutAFailedSyncIsAnError() {
        let harness = FlowHarness.standard()
        harness.flow.didAskToRetry()
        #expect(harness.display.errors == ["there is no failed sync to retry"])
        #expect(harness.feed.fetches == 0)
    }

    @Test func aMessageAlreadyStoredIsNotAddedTwice() {
        let harness = FlowHarness.standard()
        harness.feed.answer = .success([incoming])
        harness.flow.didAskToSync()
        harness.flow.didAskToSync()
        #expect(harness.display.syncTexts.last == "Synced: no new messages.")
        #expect(harness.store.conversations.first { $0.id == ConversationID("cy") }?.messages.count == 1)
    }

    @Test func syncWithoutAFeedSaysHowToGiveOne() {
        let harness = FlowHarness.standard(withFeed: false)
        harness.flow.didAskToSync()
        #expect(harness.display.errors == ["no remote feed is set (start inbox with --remote URL)"])
        #expect(harness.display.syncTexts.isEmpty)
    }
}
