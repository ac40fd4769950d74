import Application
import Domain
import Foundation
import Testing

@Suite struct {{Name}}FlowTests {
    let store = Fake{{Name}}Store()
    let window = Recording{{Name}}Window()
    let flow: {{Name}}Flow

    init() {
        let presentation = {{Name}}Presentation(pageSize: 2, now: { Date(timeIntervalSince1970: 0) })
        flow = {{Name}}Flow(
            service: {{Name}}Service(store: store, now: { Date(timeIntervalSince1970: 0) }),
            list: {{Name}}Presenter(presentation: presentation, display: window),
            detail: {{Item}}DetailPresenter(presentation: presentation, display: window), display: window)
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
                == .refused("there is no {{word}} 3 on this page; 'list' shows the numbers"))
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

    @Test func aStoreThatFailsAtStartIsShownAsTheReason() async {
        await store.fail()
        await flow.start()
        #expect(window.problems == ["the store is broken"])
        #expect(window.screens == [.list])
    }
}
