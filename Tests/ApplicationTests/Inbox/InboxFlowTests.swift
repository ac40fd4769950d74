import Application
import Domain
import Testing

@Suite struct InboxFlowTests {
    @Test func startsOnTheList() async {
        let harness = await FlowHarness.standard()
        #expect(harness.display.screen == .list)
        #expect(harness.display.lastInbox?.rows.count == 2)
        #expect(harness.display.events.last == .screen(.list))
    }

    @Test func openingARowShowsItsConversationAndSelectsTheRowWithoutReloadingTheList() async {
        let harness = await FlowHarness.standard()
        let queriesBefore = await harness.store.queries.count
        #expect(await harness.flow.handle(.open(number: 2)) == .done)
        #expect(harness.display.screen == .conversation)
        #expect(harness.display.lastConversation?.title == "Bo")
        #expect(harness.display.lastInbox?.rows.map(\.isSelected) == [false, true])
        #expect(await harness.store.queries.count == queriesBefore)
    }

    @Test func openingARowThatIsNotThereIsRefusedAndNothingChanges() async {
        let harness = await FlowHarness.standard()
        let before = harness.display.events
        #expect(await harness.flow.handle(.open(number: 7)) == .refused(.noSuchNumber(7)))
        #expect(harness.display.screen == .list)
        #expect(harness.display.events == before)
    }

    @Test func backReturnsToTheListAndClosesTheConversation() async {
        let harness = await FlowHarness.standard()
        _ = await harness.flow.handle(.open(number: 1))
        #expect(await harness.flow.handle(.back) == .done)
        #expect(harness.display.screen == .list)
        #expect(harness.display.lastConversation == nil)
        #expect(harness.display.lastInbox?.rows.allSatisfy { !$0.isSelected } == true)
    }

    @Test func backOnTheListIsRefusedAndChangesNothing() async {
        let harness = await FlowHarness.standard()
        let before = harness.display.events
        #expect(await harness.flow.handle(.back) == .refused(.alreadyAtList))
        #expect(harness.display.events == before)
    }

    /// Each intent that acts on the open conversation is refused in words that name it.
    @Test func aRefusalForWantOfAnOpenConversationNamesWhatWasAsked() async {
        let harness = await FlowHarness.standard()
        let asked: [(InboxIntent, String)] = [
            (.send("hi"), "open a conversation first, then send"),
            (.delete, "open a conversation first, then delete"),
            (.markRead, "open a conversation first, then mark as read"),
        ]
        for (intent, message) in asked {
            #expect(await harness.flow.handle(intent) == .refused(.nothingOpen(intent)))
            #expect(InboxRefusal.nothingOpen(intent).message == message)
        }
    }

    @Test func sendingNeedsAnOpenConversation() async {
        let harness = await FlowHarness.standard()
        #expect(await harness.flow.handle(.send("hello")) == .refused(.nothingOpen(.send("hello"))))
        #expect(await harness.store.conversations.allSatisfy { $0.messages.count == 1 })
    }

    @Test func sendingShowsTheMessageInTheOpenConversationAndTopsTheList() async {
        let harness = await FlowHarness.standard()
        _ = await harness.flow.handle(.open(number: 2))
        #expect(await harness.flow.handle(.send("  see you soon ")) == .done)
        guard case .text(let author, _, let body, let isMine)? = harness.display.lastConversation?.rows.last else {
            Issue.record("the sent message is not the last row")
            return
        }
        #expect((author, body, isMine) == ("You", "see you soon", true))
        #expect(harness.display.lastInbox?.rows.first?.title == "Bo")
    }

    @Test func anEmptySendIsRefusedWithTheRule() async {
        let harness = await FlowHarness.standard()
        _ = await harness.flow.handle(.open(number: 1))
        #expect(await harness.flow.handle(.send("   ")) == .refused(.invalidText(.empty)))
    }

    @Test func deletingTheOpenConversationClearsTheDetailAndReturnsToTheList() async {
        let harness = await FlowHarness.standard()
        _ = await harness.flow.handle(.open(number: 1))
        #expect(await harness.flow.handle(.delete) == .done)
        #expect(harness.display.screen == .list)
        #expect(harness.display.lastConversation == nil)
        #expect(harness.display.lastInbox?.rows.map(\.title) == ["Bo"])
    }

    @Test func readingClearsTheUnreadCount() async {
        let harness = await FlowHarness.standard()
        _ = await harness.flow.handle(.open(number: 1))
        #expect(await harness.flow.handle(.markRead) == .done)
        #expect(harness.display.lastInbox?.rows.first?.unreadCount == 0)
        #expect(harness.display.lastConversation?.unreadText == "")
    }

    @Test func searchingFiltersTheListThroughTheStoreAndAnEmptySearchClearsIt() async {
        let harness = await FlowHarness.standard()
        #expect(await harness.flow.handle(.search("  BO ")) == .done)
        #expect(await harness.store.queries.last == SearchQuery("bo"))
        #expect(harness.display.lastInbox?.rows.map(\.title) == ["Bo"])
        #expect(harness.display.lastInbox?.searchText == "BO")
        _ = await harness.flow.handle(.search(""))
        #expect(harness.display.lastInbox?.rows.count == 2)
    }

    @Test func turningThePageQueriesTheStoreOnce() async {
        let conversations = (1...3).map {
            Fixtures.conversation("c\($0)", with: ["C\($0)"], .text("hi"), hoursAgo: Double($0))
        }
        let store = FakeConversationStore(conversations)
        let display = RecordingDisplay()
        let service = InboxService(store: store, feed: nil, now: { Fixtures.now })
        let flow = InboxFlow(
            service: service,
            presenter: InboxPresenter(
                presentation: InboxPresentation(timestamps: Fixtures.timestamps, pageSize: 2), display: display))
        #expect(await flow.show() == .done)
        let before = await store.queries.count
        #expect(await flow.handle(.nextPage) == .done)
        #expect(await store.queries.count == before + 1)
        #expect(display.lastInbox?.rows.map(\.number) == [3])
        #expect(await flow.handle(.nextPage) == .refused(.lastPage))
        #expect(await flow.handle(.previousPage) == .done)
        #expect(display.lastInbox?.positionText == "1–2 of 3")
    }

    /// Another feature's count, through the Inbox's own port: App's wiring in small.
    private struct Counted: RelatedCount {
        struct Unreadable: Error {}
        let result: Result<Int, Unreadable>
        var singular: String { "contact" }
        var plural: String { "contacts" }
        func count() async throws -> Int { try result.get() }
    }

    @Test func showsAnotherFeaturesCountAndNoneWhenThatFeatureFails() async {
        let counted = await FlowHarness(FlowHarness.standardConversations, related: Counted(result: .success(2)))
        #expect(counted.display.lastInbox?.positionText == "1–2 of 2 · 2 contacts")
        let failing = await FlowHarness(
            FlowHarness.standardConversations, related: Counted(result: .failure(Counted.Unreadable())))
        #expect(failing.display.lastInbox?.positionText == "1–2 of 2")
        #expect(failing.display.lastInbox?.rows.count == 2)
    }

    @Test func aChangeFromElsewhereShowsWithTheNextIntentInTheSameReload() async throws {
        let harness = await FlowHarness.standard()
        await harness.store.removeBehindTheFlow(ConversationID("bo"))
        let queriesBefore = await harness.store.queries.count
        #expect(await harness.flow.handle(.open(number: 1)) == .done)
        #expect(harness.display.lastInbox?.rows.map(\.title) == ["Ana"])
        #expect(await harness.store.queries.count == queriesBefore + 1)
    }

    @Test func theOpenConversationClosesWhenItIsDeletedElsewhereEvenAsTheIntentIsRefused() async throws {
        let harness = await FlowHarness.standard()
        _ = await harness.flow.handle(.open(number: 2))
        await harness.store.removeBehindTheFlow(ConversationID("bo"))
        #expect(await harness.flow.handle(.markRead) == .refused(.conversationGone))
        #expect(harness.display.screen == .list)
        #expect(harness.display.lastConversation == nil)
    }
}

@Suite struct LongConversationTests {
    @Test func onlyTheLatestMessagesShowAfterANoticeOfHowManyAreHidden() async {
        let harness = await FlowHarness.standard()
        _ = await harness.flow.handle(.open(number: 1))
        for number in 1...40 { _ = await harness.flow.handle(.send("note \(number)")) }
        let rows = harness.display.lastConversation?.rows ?? []
        #expect(rows.count == 31)
        #expect(rows.first == .notice(text: "11 earlier messages", time: ""))
        guard case .text(_, _, let body, _)? = rows.last else {
            Issue.record("the newest message is not last")
            return
        }
        #expect(body == "note 40")
    }
}
