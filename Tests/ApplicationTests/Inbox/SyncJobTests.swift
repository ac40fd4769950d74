import Application
import Domain
import Foundation
import Testing

@Suite struct SyncJobTests {
    let incoming = IncomingMessage(
        conversationID: ConversationID("cy"), participants: ["Cy"],
        message: Message(id: MessageID("cy-1"), author: .contact("Cy"), sentAt: Fixtures.now, content: .text("New!")))

    /// The service says why in its own terms; the flow's refusal is the flow's to choose.
    @Test func aServiceWithNoFeedThrowsItsOwnErrorWhichTheFlowRefusesAsNoFeed() async {
        let service = InboxService(store: FakeConversationStore([]), feed: nil, now: { Fixtures.now })
        await #expect(throws: InboxServiceError.noFeed) { try await service.sync() }
        #expect(InboxRefusal(InboxServiceError.noFeed) == .noFeed)
        #expect(await FlowHarness.standard(feed: nil).flow.handle(.sync) == .refused(.noFeed))
    }

    @Test func syncingShowsBeforeTheResultAndASecondSyncIsRefusedMeanwhile() async {
        let feed = SuspendedFeed()
        let harness = await FlowHarness.standard(feed: feed)
        #expect(await harness.flow.handle(.sync) == .done)
        await feed.waitForFetch()
        #expect(harness.display.syncTexts == ["Syncing…"])
        #expect(!harness.flow.isSettled)
        #expect(await harness.flow.handle(.sync) == .refused(.syncRunning))
        #expect(await harness.flow.handle(.retry) == .refused(.syncRunning))

        await feed.release(with: [incoming])
        await harness.flow.finish()
        #expect(harness.display.syncTexts == ["Syncing…", "Synced: 1 new message."])
        #expect(harness.display.lastInbox?.rows.first?.title == "Cy")
    }

    @Test func theNewMessagesShowBeforeTheResultDoes() async {
        let feed = SuspendedFeed()
        let harness = await FlowHarness.standard(feed: feed)
        _ = await harness.flow.handle(.sync)
        await feed.waitForFetch()
        await feed.release(with: [incoming])
        await harness.flow.finish()
        // The first list that holds the new conversation; the store's own notice of the
        // change may redraw the same list again later, in any order, which is harmless.
        let newList = harness.display.events.firstIndex {
            if case .inbox(let model) = $0 { model.rows.contains { $0.title == "Cy" } } else { false }
        }
        let result = harness.display.events.firstIndex {
            $0
                == .sync(
                    SyncStatusViewModel(
                        text: "Synced: 1 new message.", state: .succeeded(newMessages: 1)))
        }
        #expect(newList != nil && result != nil && newList! < result!)
    }

    @Test func stoppingCancelsTheSyncAndLeavesTheStoreAsItWas() async {
        let feed = SuspendedFeed()
        let harness = await FlowHarness.standard(feed: feed)
        let before = await harness.store.conversations
        _ = await harness.flow.handle(.sync)
        await feed.waitForFetch()
        await harness.flow.stop()
        #expect(await harness.store.conversations == before)
        #expect(harness.display.syncTexts.last == "")
        #expect(harness.flow.isSettled)
    }

    @Test func aFailedSyncShowsTheErrorThenRetrySucceeds() async {
        let feed = FakeRemoteFeed()
        let harness = await FlowHarness.standard(feed: feed)
        await feed.answer(with: .failure(FakeRemoteFeed.Unreachable()))
        _ = await harness.flow.handle(.sync)
        await harness.flow.finish()
        #expect(
            harness.display.syncTexts == [
                "Syncing…", "Sync failed (type 'retry' to try again): the host did not answer",
            ])

        await feed.answer(with: .success([incoming]))
        #expect(await harness.flow.handle(.retry) == .done)
        await harness.flow.finish()
        #expect(harness.display.syncTexts.suffix(2) == ["Syncing…", "Synced: 1 new message."])
        #expect(harness.display.lastInbox?.rows.first?.title == "Cy")
    }

    @Test func retryWithoutAFailedSyncIsRefused() async {
        let feed = FakeRemoteFeed()
        let harness = await FlowHarness.standard(feed: feed)
        #expect(await harness.flow.handle(.retry) == .refused(.nothingToRetry))
        #expect(await feed.fetches == 0)
    }

    @Test func aMessageAlreadyStoredIsNotAddedTwice() async {
        let feed = FakeRemoteFeed()
        let harness = await FlowHarness.standard(feed: feed)
        await feed.answer(with: .success([incoming]))
        _ = await harness.flow.handle(.sync)
        await harness.flow.finish()
        _ = await harness.flow.handle(.sync)
        await harness.flow.finish()
        #expect(harness.display.syncTexts.last == "Synced: no new messages.")
        #expect(await harness.store.conversations.first { $0.id == ConversationID("cy") }?.messages.count == 1)
    }

    @Test func syncWithoutAFeedSaysHowToGiveOne() async {
        let harness = await FlowHarness.standard(feed: nil)
        #expect(await harness.flow.handle(.sync) == .refused(.noFeed))
        #expect(harness.display.syncTexts.isEmpty)
    }
}
