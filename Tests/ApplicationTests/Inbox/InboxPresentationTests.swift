import Application
import Domain
import Foundation
import Testing

@Suite struct InboxPresentationTests {
    let summaries = [
        Fixtures.conversation("ana", with: ["Ana Núñez"], .text("Lunch?"), hoursAgo: 1, unread: true),
        Fixtures.conversation("bo", with: ["Bo"], .photos(["x.jpg"]), hoursAgo: 2),
        Fixtures.conversation("cy", with: ["Cy"], .text("Call me"), hoursAgo: 3),
    ].map(\.summary)

    func presentation(pageSize: Int = 20, showing range: Range<Int>? = nil) -> InboxPresentation {
        var presentation = InboxPresentation(timestamps: Fixtures.timestamps, pageSize: pageSize)
        let range = range ?? summaries.indices
        presentation.show(
            ConversationPage(summaries: Array(summaries[range]), offset: range.lowerBound, total: summaries.count))
        return presentation
    }

    @Test func derivesNumberedRowsInTheOrderOfThePage() {
        let rows = presentation().viewModel.rows
        #expect(rows.map(\.number) == [1, 2, 3])
        #expect(rows.map(\.title) == ["Ana Núñez", "Bo", "Cy"])
        #expect(rows.map(\.preview) == ["Lunch?", "Attachment: 1 Image", "Call me"])
        #expect(rows.map(\.timestamp) == ["9:00 AM", "8:00 AM", "7:00 AM"])
        #expect(rows.map(\.unreadCount) == [1, 0, 0])
    }

    /// What the JSON view reads beside the words: ids, the page's place, times and each message's kind.
    @Test func rowsAndTheConversationCarryTheirIdsAndValues() {
        let model = presentation(pageSize: 2, showing: 1..<3).viewModel
        #expect(model.offset == 1 && model.total == 3)
        #expect(model.rows.map(\.id) == ["bo", "cy"])
        #expect(model.rows.map(\.participants) == [["Bo"], ["Cy"]])
        #expect(model.rows.map(\.lastActivity) == [-2.0, -3].map { Fixtures.now.addingTimeInterval($0 * 3600) })
        let conversation = Fixtures.conversation("ana", with: ["Ana"], .photos(["a.jpg"]), hoursAgo: 1, unread: true)
        let open = presentation().viewModel(for: conversation)
        #expect(open.id == "ana" && open.unreadCount == 1 && open.earlierCount == 0)
        #expect(
            open.messages == [
                MessageViewModel(
                    id: "ana-1", author: "Ana", isMine: false, sentAt: Fixtures.now.addingTimeInterval(-3600),
                    isRead: false, content: .photos(["a.jpg"]))
            ])
    }

    @Test func searchTrimsTheTextStartsAtTheFirstPageAndFoldsTheQuery() {
        var presentation = presentation(pageSize: 2, showing: 2..<3)
        presentation.search("  NUNEZ ")
        #expect(presentation.offset == 0)
        #expect(presentation.query == SearchQuery("nunez"))
        #expect(presentation.viewModel.searchText == "NUNEZ")
    }

    @Test func aSearchWithNoMatchExplainsTheEmptyList() {
        var presentation = InboxPresentation(timestamps: Fixtures.timestamps)
        presentation.search("zebra")
        presentation.show(ConversationPage(summaries: [], offset: 0, total: 0))
        #expect(presentation.viewModel.rows.isEmpty)
        #expect(presentation.viewModel.emptyText == "No conversations match \"zebra\".")
    }

    @Test func selectionMarksItsRow() {
        var presentation = presentation()
        presentation.openID = presentation.conversationID(atNumber: 2)
        #expect(presentation.viewModel.rows.map(\.isSelected) == [false, true, false])
    }

    @Test func pagesNumberOnFromThePageBeforeAndKnowWhereTheNextOneStarts() {
        let first = presentation(pageSize: 2, showing: 0..<2)
        #expect(first.viewModel.positionText == "1–2 of 3")
        #expect(first.pageOffset(forward: true) == 2)
        #expect(first.pageOffset(forward: false) == nil)
        let second = presentation(pageSize: 2, showing: 2..<3)
        #expect(second.viewModel.rows.map(\.number) == [3])
        #expect(second.conversationID(atNumber: 3) == ConversationID("cy"))
        #expect(second.conversationID(atNumber: 1) == nil)
        #expect(second.pageOffset(forward: true) == nil)
        #expect(second.pageOffset(forward: false) == 0)
    }

    @Test func anotherFeaturesCountFollowsThePositionInOneAndMany() {
        var presentation = presentation(pageSize: 2, showing: 0..<2)
        presentation.showRelated((count: 1, singular: "contact", plural: "contacts"))
        #expect(presentation.viewModel.positionText == "1–2 of 3 · 1 contact")
        presentation.showRelated((count: 4, singular: "contact", plural: "contacts"))
        #expect(presentation.viewModel.positionText == "1–2 of 3 · 4 contacts")
        presentation.showRelated((count: 0, singular: "contact", plural: "contacts"))
        #expect(presentation.viewModel.positionText == "1–2 of 3")
        presentation.show(ConversationPage(summaries: [], offset: 0, total: 0))
        presentation.showRelated((count: 2, singular: "contact", plural: "contacts"))
        #expect(presentation.viewModel.positionText == "2 contacts")
    }
}
