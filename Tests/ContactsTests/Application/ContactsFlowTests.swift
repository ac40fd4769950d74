import Application
import ContactsApplication
import ContactsDomain
import Foundation
import Testing

@Suite struct ContactsFlowTests {
    let store = FakeContactsStore()
    let window = RecordingContactsWindow()
    let flow: ContactsFlow

    init() {
        let presentation = ContactsPresentation(pageSize: 2, now: { Date(timeIntervalSince1970: 0) })
        flow = ContactsFlow(
            service: ContactsService(store: store, now: { Date(timeIntervalSince1970: 0) }),
            presenter: ContactsPresenter(presentation: presentation, display: window))
    }

    @Test func addingShowsTheNewOneFirstOnTheList() async {
        #expect(await flow.show() == .done)
        #expect(await flow.handle(.add(title: "First")) == .done)
        #expect(await flow.handle(.add(title: "Second")) == .done)
        #expect(window.titles == ["Second", "First"])
        #expect(window.screens.last == .list)
    }

    @Test func aTitleThatBreaksTheRuleIsRefusedWithItsReasonAndNothingIsAdded() async {
        #expect(await flow.show() == .done)
        #expect(await flow.handle(.add(title: "   ")) == .refused(.invalidTitle(.empty)))
        #expect(ContactsRefusal.invalidTitle(.empty).message == "a title needs some text")
        #expect(await store.entries.isEmpty)
    }

    @Test func showingANumberOpensItsDetailAndANumberNotShownIsRefused() async {
        #expect(await flow.show() == .done)
        _ = await flow.handle(.add(title: "First"))
        _ = await flow.handle(.add(title: "Second"))
        #expect(await flow.handle(.show(number: 2)) == .done)
        #expect(window.details.last?.title == "First")
        #expect(window.screens.last == .detail)
        #expect(
            await flow.handle(.show(number: 3))
                == .refused(.noSuchNumber(3)))
        #expect(
            ContactsRefusal.noSuchNumber(3).message == "there is no contact 3 on this page; 'list' shows the numbers")
    }

    @Test func deletingANumberRemovesThatOneAndShowsTheList() async {
        #expect(await flow.show() == .done)
        for title in ["First", "Second", "Third"] { _ = await flow.handle(.add(title: title)) }
        #expect(await flow.handle(.delete(number: 2)) == .done)
        #expect(await store.entries.map(\.title.text) == ["Third", "First"])
        #expect(window.titles == ["Third", "First"])
        #expect(window.screens.last == .list)
    }

    @Test func pagesMoveOnlyWhereThereIsAPage() async {
        #expect(await flow.show() == .done)
        for title in ["First", "Second", "Third"] { _ = await flow.handle(.add(title: title)) }
        #expect(await flow.handle(.previousPage) == .refused(.firstPage))
        #expect(await flow.handle(.nextPage) == .done)
        #expect(window.titles == ["First"])
        #expect(await flow.handle(.nextPage) == .refused(.lastPage))
    }

    /// Across a network each store call is a round trip, so none is spent twice.
    @Test func eachCommandCostsOnlyTheStoreCallsItNeeds() async {
        #expect(await flow.show() == .done)
        for title in ["First", "Second", "Third"] { _ = await flow.handle(.add(title: title)) }
        let costs: [(ContactsIntent, Int)] = [
            (.add(title: "Fourth"), 2), (.nextPage, 1), (.show(number: 3), 1), (.showList, 1), (.delete(number: 3), 2),
        ]
        for (intent, cost) in costs {
            let before = await store.calls
            #expect(await flow.handle(intent) == .done)
            #expect(await store.calls - before == cost, "\(intent)")
        }
    }

    @Test func deletingTheOnlyEntryOnTheLastPageShowsThePageBefore() async {
        #expect(await flow.show() == .done)
        for title in ["First", "Second", "Third"] { _ = await flow.handle(.add(title: title)) }
        _ = await flow.handle(.nextPage)
        #expect(await flow.handle(.delete(number: 3)) == .done)
        #expect(window.titles == ["Third", "Second"])
        #expect(window.lists.last?.positionText == "1–2 of 2")
    }

    @Test func anEntryDeletedElsewhereIsRefusedWhenShownAndGoneFromTheList() async {
        #expect(await flow.show() == .done)
        _ = await flow.handle(.add(title: "First"))
        await store.removeBehindTheFlow(store.entries[0].id)
        #expect(await flow.handle(.show(number: 1)) == .refused(.gone))
        #expect(await flow.handle(.showList) == .done)
        #expect(window.titles.isEmpty)
    }

    /// The change is made, so it is not refused: refusing would invite the same add twice.
    @Test func aListThatFailsToLoadAfterAnAddShowsAsUnavailableNotAsARefusal() async {
        #expect(await flow.show() == .done)
        await store.fail(lists: true, changes: false)
        #expect(await flow.handle(.add(title: "First")) == .done)
        #expect(await store.entries.map(\.title.text) == ["First"])
        #expect(window.problems == ["the store is broken"])
    }

    @Test func aChangeTheStoreRefusesIsRefusedWithItsReason() async {
        #expect(await flow.show() == .done)
        await store.fail(lists: false, changes: true)
        #expect(await flow.handle(.add(title: "First")) == .refused(.storeFailed("the store is broken")))
        #expect(await store.entries.isEmpty)
    }

    /// A look changes nothing, so a store that cannot be read refuses it, at
    /// launch and on every switch, and the screen stays as it was.
    @Test func aLookAtAStoreThatCannotBeReadIsRefusedWithItsReason() async {
        await store.fail(lists: true, changes: false)
        #expect(await flow.show() == .refused(.storeFailed("the store is broken")))
        #expect(await flow.handle(.showList) == .refused(.storeFailed("the store is broken")))
        #expect(window.problems.isEmpty)
        #expect(window.screens.isEmpty)
    }
}
