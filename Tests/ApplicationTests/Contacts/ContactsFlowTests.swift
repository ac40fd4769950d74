import Application
import ContactsApplication
import ContactsDomain
import ContactsTestSupport
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
            list: ContactsPresenter(presentation: presentation, display: window),
            detail: ContactDetailPresenter(presentation: presentation, display: window), display: window)
    }

    @Test func addingShowsTheNewOneFirstOnTheList() async {
        await flow.start()
        #expect(await flow.handle(.add(title: "First")) == .done)
        #expect(await flow.handle(.add(title: "Second")) == .done)
        #expect(window.titles == ["Second", "First"])
        #expect(window.screens.last == .list)
    }

    @Test func aTitleThatBreaksTheRuleIsRefusedWithItsReasonAndNothingIsAdded() async {
        await flow.start()
        #expect(await flow.handle(.add(title: "   ")) == .refused("a title needs some text"))
        #expect(await store.entries.isEmpty)
    }

    @Test func showingANumberOpensItsDetailAndANumberNotShownIsRefused() async {
        await flow.start()
        _ = await flow.handle(.add(title: "First"))
        _ = await flow.handle(.add(title: "Second"))
        #expect(await flow.handle(.show(number: 2)) == .done)
        #expect(window.details.last?.title == "First")
        #expect(window.screens.last == .detail)
        #expect(
            await flow.handle(.show(number: 3))
                == .refused("there is no contact 3 on this page; 'list' shows the numbers"))
    }

    @Test func deletingANumberRemovesThatOneAndShowsTheList() async {
        await flow.start()
        for title in ["First", "Second", "Third"] { _ = await flow.handle(.add(title: title)) }
        #expect(await flow.handle(.delete(number: 2)) == .done)
        #expect(await store.entries.map(\.title.text) == ["Third", "First"])
        #expect(window.titles == ["Third", "First"])
        #expect(window.screens.last == .list)
    }

    @Test func pagesMoveOnlyWhereThereIsAPage() async {
        await flow.start()
        for title in ["First", "Second", "Third"] { _ = await flow.handle(.add(title: title)) }
        #expect(await flow.handle(.previousPage) == .refused("this is the first page"))
        #expect(await flow.handle(.nextPage) == .done)
        #expect(window.titles == ["First"])
        #expect(await flow.handle(.nextPage) == .refused("this is the last page"))
    }

    @Test func deletingTheOnlyEntryOnTheLastPageShowsThePageBefore() async {
        await flow.start()
        for title in ["First", "Second", "Third"] { _ = await flow.handle(.add(title: title)) }
        _ = await flow.handle(.nextPage)
        #expect(await flow.handle(.delete(number: 3)) == .done)
        #expect(window.titles == ["Third", "Second"])
        #expect(window.lists.last?.positionText == "1–2 of 2")
    }

    @Test func anEntryDeletedElsewhereIsRefusedWhenShownAndGoneFromTheList() async {
        await flow.start()
        _ = await flow.handle(.add(title: "First"))
        let id = await store.entries[0].id
        await store.removeBehindTheFlow(id)
        #expect(await flow.handle(.show(number: 1)) == .refused(ContactsStoreError.notFound(id).description))
        #expect(await flow.handle(.showList) == .done)
        #expect(window.titles.isEmpty)
    }

    /// The change is made, so it is not refused: refusing would invite the same add twice.
    @Test func aListThatFailsToLoadAfterAnAddShowsAsUnavailableNotAsARefusal() async {
        await flow.start()
        await store.fail(lists: true, changes: false)
        #expect(await flow.handle(.add(title: "First")) == .done)
        #expect(await store.entries.map(\.title.text) == ["First"])
        #expect(window.problems == ["the store is broken"])
    }

    @Test func aChangeTheStoreRefusesIsRefusedWithItsReason() async {
        await flow.start()
        await store.fail(lists: false, changes: true)
        #expect(await flow.handle(.add(title: "First")) == .refused("the store is broken"))
        #expect(await store.entries.isEmpty)
    }

    @Test func aStoreThatFailsAtStartIsShownAsTheReason() async {
        await store.fail(lists: true, changes: false)
        await flow.start()
        #expect(window.problems == ["the store is broken"])
        #expect(window.screens == [.list])
    }
}
