import Application
import Domain
import Testing

@Suite struct InboxFlowTests {
    let store = FakeConversationStore([
        Fixtures.conversation("ana", with: ["Ana"], .text("Lunch?"), hoursAgo: 1, unread: true),
        Fixtures.conversation("bo", with: ["Bo"], .text("Hi"), hoursAgo: 2),
    ])
    let display = RecordingDisplay()

    func makeFlow() -> InboxFlow {
        let presentation = InboxPresentation(store: store, timestamps: Fixtures.timestamps)
        let flow = InboxFlow(
            store: store, inbox: InboxPresenter(presentation: presentation, display: display),
            conversation: ConversationPresenter(store: store, timestamps: Fixtures.timestamps, display: display),
            display: display)
        flow.start()
        return flow
    }

    @Test func startsOnTheList() {
        let flow = makeFlow()
        #expect(flow.screen == .list)
        #expect(display.lastInbox?.rows.count == 2)
        #expect(display.events.last == .screen(.list))
    }

    @Test func selectingARowOpensItsConversation() {
        let flow = makeFlow()
        flow.didSelectConversation(number: 2)
        #expect(flow.screen == .conversation)
        #expect(display.lastConversation?.title == "Bo")
        #expect(display.lastInbox?.rows.map(\.isSelected) == [false, true])
    }

    @Test func selectingARowThatIsNotThereReportsAnErrorAndStays() {
        let flow = makeFlow()
        flow.didSelectConversation(number: 7)
        #expect(flow.screen == .list)
        #expect(display.errors == ["there is no conversation 7 in the list"])
        #expect(display.lastConversation == nil)
    }

    @Test func askingForTheListClosesTheConversation() {
        let flow = makeFlow()
        flow.didSelectConversation(number: 1)
        flow.didAskForList()
        #expect(flow.screen == .list)
        #expect(display.lastConversation == nil)
        #expect(display.lastInbox?.rows.allSatisfy { !$0.isSelected } == true)
    }

    @Test func aStoreChangeRefreshesTheListWithoutBeingAsked() throws {
        let flow = makeFlow()
        try withExtendedLifetime(flow) {
            try store.delete(ConversationID("bo"))
            #expect(display.lastInbox?.rows.map(\.title) == ["Ana"])
        }
    }

    @Test func quittingFinishesTheFlow() {
        let flow = makeFlow()
        flow.didAskToQuit()
        #expect(flow.isFinished)
    }
}
