import Application
import Domain
import Testing

@Suite struct InboxFlowTests {
    @Test func startsOnTheList() {
        let harness = FlowHarness.standard()
        #expect(harness.flow.screen == .list)
        #expect(harness.display.lastInbox?.rows.count == 2)
        #expect(harness.display.events.last == .screen(.list))
    }

    @Test func selectingARowOpensItsConversation() {
        let harness = FlowHarness.standard()
        harness.flow.didSelectConversation(number: 2)
        #expect(harness.flow.screen == .conversation)
        #expect(harness.display.lastConversation?.title == "Bo")
        #expect(harness.display.lastInbox?.rows.map(\.isSelected) == [false, true])
    }

    @Test func selectingARowThatIsNotThereReportsAnErrorAndStays() {
        let harness = FlowHarness.standard()
        harness.flow.didSelectConversation(number: 7)
        #expect(harness.flow.screen == .list)
        #expect(harness.display.errors == ["there is no conversation 7 in the list"])
        #expect(harness.display.lastConversation == nil)
    }

    @Test func backReturnsToTheListAndClosesTheConversation() {
        let harness = FlowHarness.standard()
        harness.flow.didSelectConversation(number: 1)
        harness.flow.didAskToGoBack()
        #expect(harness.flow.screen == .list)
        #expect(harness.display.lastConversation == nil)
        #expect(harness.display.lastInbox?.rows.allSatisfy { !$0.isSelected } == true)
    }

    @Test func backOnTheListIsAnErrorThatChangesNothing() {
        let harness = FlowHarness.standard()
        let before = harness.display.events.count
        harness.flow.didAskToGoBack()
        #expect(harness.display.events.dropFirst(before) == [.error("already at the list")])
    }

    @Test func sendingNeedsAnOpenConversation() {
        let harness = FlowHarness.standard()
        harness.flow.didAskToSend("hello")
        #expect(harness.display.errors == ["open a conversation first, then send"])
        #expect(harness.store.conversations.allSatisfy { $0.messages.count == 1 })
    }

    @Test func sendingShowsTheMessageInTheOpenConversationAndTopsTheList() {
        let harness = FlowHarness.standard()
        harness.flow.didSelectConversation(number: 2)
        harness.flow.didAskToSend("  see you soon ")
        guard case .text(let author, _, let body, let isMine)? = harness.display.lastConversation?.rows.last else {
            Issue.record("the sent message is not the last row")
            return
        }
        #expect((author, body, isMine) == ("You", "see you soon", true))
        #expect(harness.display.lastInbox?.rows.first?.title == "Bo")
    }

    @Test func anEmptySendIsRefusedWithTheRule() {
        let harness = FlowHarness.standard()
        harness.flow.didSelectConversation(number: 1)
        harness.flow.didAskToSend("   ")
        #expect(harness.display.errors == ["could not send: a message needs some text"])
    }

    @Test func deletingTheOpenConversationClearsTheDetailAndReturnsToTheList() {
        let harness = FlowHarness.standard()
        harness.flow.didSelectConversation(number: 1)
        harness.flow.didAskToDelete()
        #expect(harness.flow.screen == .list)
        #expect(harness.display.lastConversation == nil)
        #expect(harness.display.lastInbox?.rows.map(\.title) == ["Bo"])
    }

    @Test func readingClearsTheUnreadCount() {
        let harness = FlowHarness.standard()
        harness.flow.didSelectConversation(number: 1)
        harness.flow.didAskToMarkRead()
        #expect(harness.display.lastInbox?.rows.first?.unreadCount == 0)
        #expect(harness.display.lastConversation?.unreadText == "")
    }

    @Test func searchingFiltersTheListAndAnEmptySearchClearsIt() {
        let harness = FlowHarness.standard()
        harness.flow.didSearch(for: "BO")
        #expect(harness.display.lastInbox?.rows.map(\.title) == ["Bo"])
        harness.flow.didSearch(for: "")
        #expect(harness.display.lastInbox?.rows.count == 2)
    }

    @Test func aStoreChangeRefreshesTheListWithoutBeingAsked() throws {
        let harness = FlowHarness.standard()
        try harness.store.delete(ConversationID("bo"))
        #expect(harness.display.lastInbox?.rows.map(\.title) == ["Ana"])
    }

    @Test func quittingFinishesTheFlow() {
        let harness = FlowHarness.standard()
        harness.flow.didAskToQuit()
        #expect(harness.flow.isFinished)
    }
}

@Suite struct LongConversationTests {
    @Test func onlyTheLatestMessagesShowAfterANoticeOfHowManyAreHidden() {
        let harness = FlowHarness.standard()
        harness.flow.didSelectConversation(number: 1)
        for number in 1...40 { harness.flow.didAskToSend("note \(number)") }
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
