import Application
import Domain
import Foundation
import Testing

@Suite struct EntryPresentationTests {
    nonisolated static let now = Date(timeIntervalSince1970: 1_773_136_800)

    func entry(_ id: Int64, secondsAgo: TimeInterval) throws -> Note {
        let draft = try NoteDraft(FieldValues.example(NoteDraft.fields, Int(id)))
        return Note(id: id, version: 1, createdAt: Self.now.addingTimeInterval(-secondsAgo), draft: draft)
    }

    @Test func rowsAreNumberedFromThePageAndAgedByTheClock() throws {
        var presentation = EntryPresentation<NoteDraft>(pageSize: 4, now: { Self.now })
        let entries = try [
            entry(5, secondsAgo: 30), entry(4, secondsAgo: 5 * 60), entry(3, secondsAgo: 3 * 3600 + 59),
            entry(2, secondsAgo: 2 * 86_400),
        ]
        presentation.show(EntryPage(entries: entries, offset: 4, total: 9))
        let model = presentation.viewModel
        #expect(model.rows.map(\.number) == [5, 6, 7, 8])
        #expect(model.rows.map(\.age) == ["just now", "5 min ago", "3 h ago", "2 d ago"])
        #expect(model.positionText == "5–8 of 9")
    }

    @Test func eachRowWordsEveryFieldInOrderAndKeepsWhatAnEditStartsFrom() throws {
        var presentation = EntryPresentation<NoteDraft>(now: { Self.now })
        presentation.show(EntryPage(entries: [try entry(1, secondsAgo: 0)], offset: 0, total: 1))
        let fields = NoteDraft.fields
        let formatter = FieldFormatter(now: { Self.now })
        let row = try #require(presentation.viewModel.rows.first)
        #expect(presentation.viewModel.headings == fields.map(\.name))
        #expect(row.cells == fields.map { formatter.string(for: $0.example(1)) })
        #expect(row.typed == fields.map { $0.example(1).written })
    }

    @Test func onlyNumbersOnThePageNameAnEntry() throws {
        var presentation = EntryPresentation<NoteDraft>(pageSize: 2, now: { Self.now })
        let shown = try [entry(9, secondsAgo: 0), entry(8, secondsAgo: 0)]
        presentation.show(EntryPage(entries: shown, offset: 2, total: 5))
        #expect(presentation.entry(numbered: 3)?.id == 9)
        #expect(presentation.entry(numbered: 4)?.id == 8)
        #expect(presentation.entry(numbered: 2) == nil)
        #expect(presentation.entry(numbered: 5) == nil)
        #expect(presentation.previousOffset == 0)
        #expect(presentation.nextOffset == 4)
    }

    /// How to add one is the view's to say, in its own keys or commands.
    @Test func anEmptyListSaysSoAndHasNoPosition() {
        let model = EntryPresentation<NoteDraft>(now: { Self.now }).viewModel
        #expect(model.rows.isEmpty)
        #expect(model.emptyText == "No notes yet.")
        #expect(model.positionText.isEmpty)
    }

    @Test func theDetailNamesEveryFieldItsAgeAndItsNumber() throws {
        let presentation = EntryPresentation<NoteDraft>(now: { Self.now })
        let detail = presentation.detail(of: try entry(1, secondsAgo: 7200), number: 3)
        #expect(detail.number == 3)
        #expect(detail.heading == "Note 3")
        #expect(detail.fields.map(\.name) == NoteDraft.fields.map(\.name))
        #expect(detail.added == "added 2 h ago")
    }

    /// A feature's own formatter: its columns, in its order, while an edit
    /// still starts from every field; and its lines after the detail's fields.
    @Test func aFeaturesFormatterChoosesTheColumnsAndAddsToTheDetail() throws {
        let entries = EntryFormatter(columns: \NoteFields.stars, \.title) { note in
            [FieldText(name: "stars left", text: "\(5 - note.stars)")]
        }
        var presentation = EntryPresentation<NoteDraft>(entries: entries, now: { Self.now })
        let note = try entry(1, secondsAgo: 0)
        presentation.show(EntryPage(entries: [note], offset: 0, total: 1))
        let row = try #require(presentation.viewModel.rows.first)
        #expect(presentation.viewModel.headings == ["stars", "title"])
        #expect(row.cells == [note.draft.stars, note.draft.title].map(String.init(describing:)))
        #expect(row.typed.count == NoteDraft.fields.count)
        let detail = presentation.detail(of: note, number: 1)
        #expect(detail.fields.map(\.name) == NoteDraft.fields.map(\.name) + ["stars left"])
        #expect(detail.fields.last?.text == "\(5 - note.draft.stars)")
    }
}
