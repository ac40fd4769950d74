import Application
import Domain
import Foundation
import Testing

/// A feature's own action, as an edit the flow makes of the entry shown.
@Suite struct EntryActionTests {
    let store = FakeEntryStore()
    let window = RecordingEntryDisplay()
    let flow: EntryFlow<NoteDraft>

    init() {
        let presentation = EntryPresentation<NoteDraft>(now: { Date(timeIntervalSince1970: 0) })
        flow = EntryFlow(
            service: EntryService(store: store, now: { Date(timeIntervalSince1970: 0) }),
            presenter: EntryPresenter(presentation: presentation, display: window), actions: [.star])
    }

    func add(stars: Int64) async throws {
        #expect(await flow.show() == .done)
        let values = FieldValues.example(NoteDraft.fields, 1).setting(\NoteFields.stars, to: stars)
        #expect(try await store.add(NoteDraft(values), at: Date(timeIntervalSince1970: 0)).version == 1)
        #expect(await flow.handle(.showList) == .done)
    }

    @Test func anActionChangesTheEntryAsAnEditDoesAndShowsTheList() async throws {
        try await add(stars: 1)
        #expect(await flow.handle(.act("star", number: 1)) == .done)
        let starred = try #require(await store.entries.first)
        #expect(starred.draft.stars == 5)
        #expect(starred.version == 2)
        #expect(window.rows.first?.last == "5")
        #expect(flow.actionPrompts == [EntryActionPrompt(command: "star", key: "s", summary: "give it every star")])
    }

    @Test func anActionItsRuleRefusesSaysWhyAndChangesNothing() async throws {
        try await add(stars: 5)
        let refusal = try #require(await flow.handle(.act("star", number: 1)).reason)
        #expect(refusal == .invalidField(FieldError("stars", .rule("has every star already"))))
        #expect(refusal.message == "stars: has every star already")
        #expect(await store.entries.first?.version == 1)
    }

    @Test func anActionOnANumberNotShownOrOfAnotherWordOrFromAnOldVersionIsRefused() async throws {
        try await add(stars: 1)
        #expect(await flow.handle(.act("star", number: 2)) == .refused(.noSuchNumber(2)))
        #expect(await flow.handle(.act("shine", number: 1)) == .refused(.noSuchAction("shine")))
        #expect(EntryRefusal<NoteDraft>.noSuchAction("shine").message == "there is no 'shine' for notes")
        await store.editBehindTheFlow(try #require(await store.entries.first?.id))
        #expect(await flow.handle(.act("star", number: 1)) == .refused(.changedElsewhere))
        #expect(await store.entries.first?.draft.stars == 1)
    }

    /// An action that adds one runs its rule across features, then the add, in one unit.
    @Test func anAddingActionChangesTheOtherFeatureThenAddsInOneUnit() async throws {
        let (work, shelf) = (RecordingUnitOfWork(), Shelf(room: 1))
        let flow = flow(actions: [.file(on: shelf, in: work)])
        #expect(await flow.show() == .done)
        let typed = FieldInput([("title", "groceries"), ("stars", "2")])
        #expect(await flow.handle(.actAdding("file", typed)) == .done)
        #expect(await shelf.titles == ["groceries"])
        #expect(await store.entries.map(\.draft.title) == ["groceries"])
        #expect(await work.units == 1)
        #expect(window.rows.first?.first == "groceries")
    }

    /// Its rule's refusal is the field's, shown beside it; any other failure
    /// names the step; either way nothing is added.
    @Test func anAddingActionRefusedByItsRuleOrAStepAddsNothing() async throws {
        let (work, shelf) = (RecordingUnitOfWork(), Shelf(room: 0))
        let flow = flow(actions: [.file(on: shelf, in: work)])
        #expect(await flow.show() == .done)
        let unstarred = FieldInput([("title", "groceries"), ("stars", "0")])
        let refusal = try #require(await flow.handle(.actAdding("file", unstarred)).reason)
        #expect(refusal == .invalidField(FieldError("stars", .rule("needs a star to be filed"))))
        #expect(refusal.field == "stars")
        let full = try #require(
            await flow.handle(.actAdding("file", FieldInput([("title", "a"), ("stars", "1")]))).reason)
        #expect(full.message == "file: the shelf is full")
        #expect(await store.entries.isEmpty)
        #expect(await flow.handle(.actAdding("star", unstarred)) == .refused(.noSuchAction("star")))
        #expect(await flow.handle(.act("file", number: 1)) == .refused(.noSuchAction("file")))
    }

    private func flow(actions: [EntryAction<NoteDraft>]) -> EntryFlow<NoteDraft> {
        let presentation = EntryPresentation<NoteDraft>(now: { Date(timeIntervalSince1970: 0) })
        return EntryFlow(
            service: EntryService(store: store, now: { Date(timeIntervalSince1970: 0) }),
            presenter: EntryPresenter(presentation: presentation, display: window), actions: actions)
    }

    /// A unit's failure keeps its case for this feature's own field, and is
    /// worded after its step for another feature's, never in this one's nouns.
    @Test func aUnitsFailureIsTheFieldsOwnOrWordedAfterItsStep() {
        typealias Refusal = EntryRefusal<NoteDraft>
        let rule = FieldError("stars", .rule("needs a star"))
        #expect(Refusal(UnitOfWorkError(step: "file", reason: rule)) == .invalidField(rule))
        let other = UnitOfWorkError(step: "file", reason: FieldError("stock", .rule("is short")))
        #expect(Refusal(other).message == "file: stock: is short")
        #expect(
            Refusal(UnitOfWorkError(step: "file", reason: EntryStoreError.notFound(3))).message
                == "file: it is no longer there")
        let duplicate = EntryStoreError.duplicate(field: "title", value: "a")
        #expect(
            Refusal(UnitOfWorkError(step: "add the note", reason: duplicate)) == .duplicate(field: "title", value: "a"))
        #expect(Refusal(UnitOfWorkError(step: "file", reason: duplicate)).message == "file: another has title 'a'")
    }
}
