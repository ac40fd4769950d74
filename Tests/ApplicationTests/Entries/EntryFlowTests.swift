import Application
import Domain
import Foundation
import Testing

@Suite struct EntryFlowTests {
    let store = FakeEntryStore()
    let window = RecordingEntryDisplay()
    let flow: EntryFlow<NoteDraft>
    let fields = NoteDraft.fields

    init() {
        let presentation = EntryPresentation<NoteDraft>(pageSize: 2, now: { Date(timeIntervalSince1970: 0) })
        flow = EntryFlow(
            service: EntryService(store: store, now: { Date(timeIntervalSince1970: 0) }),
            presenter: EntryPresenter(presentation: presentation, display: window))
    }

    /// Every field as a person would type the example numbered `number`.
    func typed(_ number: Int) -> [String] { fields.map { $0.example(number).written } }
    func input(_ number: Int) -> FieldInput { FieldInput(zip(fields, typed(number)).map { ($0.name, $1) }) }

    func add(_ numbers: Int...) async {
        #expect(await flow.show() == .done)
        for number in numbers { #expect(await flow.handle(.add(input(number))) == .done) }
    }

    @Test func addingShowsTheNewOneFirstOnTheList() async {
        await add(1, 2)
        #expect(window.rows == [typed(2), typed(1)])
        #expect(window.screens.last == .list)
    }

    @Test func aFieldThatBreaksItsRuleIsRefusedNamingItAndNothingIsAdded() async throws {
        await add()
        let label = fields[0]
        let broken = FieldInput([(label.name, label.kind.refusedTexts[0])])
        let refusal = try #require(await flow.handle(.add(broken)).reason)
        #expect(refusal.field == label.name)
        #expect(refusal.message.hasPrefix(label.name + ": "))
        #expect(await store.entries.isEmpty)
    }

    @Test func aRequiredFieldLeftOutIsRefusedNamingIt() async {
        await add()
        guard let required = fields.first(where: { !$0.isOptional }) else { return }
        let rest = zip(fields, typed(1)).filter { $0.0.name != required.name }.map { ($0.0.name, $0.1) }
        #expect(
            await flow.handle(.add(FieldInput(rest))) == .refused(.invalidField(FieldError(required.name, .required))))
    }

    @Test func editingChangesOnlyTheFieldsNamedAndMovesTheVersion() async throws {
        await add(1, 2)
        let label = fields[0]
        #expect(await flow.handle(.edit(number: 2, changes: FieldInput([(label.name, typed(3)[0])]))) == .done)
        let edited = try #require(await store.entries.last)
        #expect(edited.version == 2)
        #expect(window.rows.last == [typed(3)[0]] + typed(1).dropFirst())
        #expect(await flow.handle(.edit(number: 3, changes: input(1))) == .refused(.noSuchNumber(3)))
    }

    @Test func anEditMadeFromAVersionChangedElsewhereIsRefusedAndChangesNothing() async throws {
        await add(1)
        let id = try #require(await store.entries.first?.id)
        await store.editBehindTheFlow(id)
        #expect(await flow.handle(.edit(number: 1, changes: input(2))) == .refused(.changedElsewhere))
        #expect(await store.entries.first?.draft.values == FieldValues.example(fields, 1))
        #expect(EntryRefusal<NoteDraft>.changedElsewhere.message.contains("changed elsewhere since you opened it"))
    }

    @Test func showingANumberOpensItsDetailAndANumberNotShownIsRefused() async {
        await add(1, 2)
        #expect(await flow.handle(.show(number: 2)) == .done)
        #expect(window.details.last?.fields.map(\.name) == fields.map(\.name))
        #expect(window.screens.last == .detail)
        #expect(await flow.handle(.show(number: 3)) == .refused(.noSuchNumber(3)))
        #expect(EntryRefusal<NoteDraft>.noSuchNumber(3).message == "there is no note 3 on this page")
    }

    @Test func deletingANumberRemovesThatOneAndShowsTheList() async {
        await add(1, 2, 3)
        #expect(await flow.handle(.delete(number: 2)) == .done)
        #expect(window.rows == [typed(3), typed(1)])
        #expect(window.screens.last == .list)
    }

    /// Another feature's entries name it, so the App's database keeps it and says how many.
    @Test func deletingOneOtherFeaturesNameIsRefusedSayingHowManyAndKeepsIt() async throws {
        await add(1)
        let referrers = [Referrers(count: 2, singular: "note", plural: "notes")]
        await store.refer(to: try #require(await store.entries.first?.id), by: referrers)
        #expect(await flow.handle(.delete(number: 1)) == .refused(.referred(referrers)))
        #expect(EntryRefusal<NoteDraft>.referred(referrers).message == "2 notes refer to this note, so it was kept")
        #expect(window.rows == [typed(1)])
    }

    @Test func pagesMoveOnlyWhereThereIsAPage() async {
        await add(1, 2, 3)
        #expect(await flow.handle(.previousPage) == .refused(.firstPage))
        #expect(await flow.handle(.nextPage) == .done)
        #expect(window.rows == [typed(1)])
        #expect(await flow.handle(.nextPage) == .refused(.lastPage))
    }

    /// Across a network each store call is a round trip, so none is spent twice.
    @Test func eachCommandCostsOnlyTheStoreCallsItNeeds() async {
        await add(1, 2, 3)
        let costs: [(EntryIntent, Int)] = [
            (.add(input(4)), 2), (.nextPage, 1), (.show(number: 3), 1), (.showList, 1),
            (.edit(number: 3, changes: input(5)), 2), (.delete(number: 3), 2),
        ]
        for (intent, cost) in costs {
            let before = await store.calls
            #expect(await flow.handle(intent) == .done)
            #expect(await store.calls - before == cost, "\(intent)")
        }
    }

    @Test func deletingTheOnlyEntryOnTheLastPageShowsThePageBefore() async {
        await add(1, 2, 3)
        _ = await flow.handle(.nextPage)
        #expect(await flow.handle(.delete(number: 3)) == .done)
        #expect(window.rows == [typed(3), typed(2)])
        #expect(window.lists.last?.positionText == "1–2 of 2")
    }

    @Test func anEntryDeletedElsewhereIsRefusedWhenShownOrEditedAndGoneFromTheList() async throws {
        await add(1)
        await store.removeBehindTheFlow(try #require(await store.entries.first?.id))
        #expect(await flow.handle(.show(number: 1)) == .refused(.gone))
        #expect(await flow.handle(.edit(number: 1, changes: input(2))) == .refused(.gone))
        #expect(await flow.handle(.showList) == .done)
        #expect(window.rows.isEmpty)
    }

    /// The change is made, so it is not refused: refusing would invite the same add twice.
    @Test func aListThatFailsToLoadAfterAnAddShowsAsUnavailableNotAsARefusal() async {
        await add()
        await store.fail(lists: true, changes: false)
        #expect(await flow.handle(.add(input(1))) == .done)
        #expect(await store.entries.count == 1)
        #expect(window.problems == ["the store is broken"])
    }

    @Test func aChangeTheStoreRefusesIsRefusedWithItsReason() async {
        await add()
        await store.fail(lists: false, changes: true)
        #expect(await flow.handle(.add(input(1))) == .refused(.storeFailed("the store is broken")))
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
