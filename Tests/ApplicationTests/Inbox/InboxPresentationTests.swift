import Application
import Domain
import Testing

@Suite struct InboxPresentationTests {
    let store = FakeConversationStore([
        Fixtures.conversation("ana", with: ["Ana Núñez"], .text("Lunch?"), hoursAgo: 1, unread: true),
        Fixtures.conversation("bo", with: ["Bo"], .photos(["x.jpg"]), hoursAgo: 2),
        Fixtures.conversation("cy", with: ["Cy"], .text("Call me"), hoursAgo: 3),
    ])

    @Test func derivesNumberedRowsInRecencyOrder() throws {
        let presentation = InboxPresentation(store: store, timestamps: Fixtures.timestamps)
        try presentation.reload()
        let rows = presentation.viewModel.rows
        #expect(rows.map(\.number) == [1, 2, 3])
        #expect(rows.map(\.title) == ["Ana Núñez", "Bo", "Cy"])
        #expect(rows.map(\.preview) == ["Lunch?", "Attachment: 1 Image", "Call me"])
        #expect(rows.map(\.unreadCount) == [1, 0, 0])
    }

    @Test func searchGoesThroughTheStorePort() throws {
        let presentation = InboxPresentation(store: store, timestamps: Fixtures.timestamps)
        try presentation.search("  NUNEZ ")
        #expect(store.queries.last == SearchQuery("nunez"))
        #expect(presentation.viewModel.rows.map(\.title) == ["Ana Núñez"])
        #expect(presentation.viewModel.searchText == "NUNEZ")
    }

    @Test func aSearchWithNoMatchExplainsTheEmptyList() throws {
        let presentation = InboxPresentation(store: store, timestamps: Fixtures.timestamps)
        try presentation.search("zebra")
        #expect(presentation.viewModel.rows.isEmpty)
        #expect(presentation.viewModel.emptyText == "No conversations match \"zebra\".")
    }

    @Test func selectionMarksItsRow() throws {
        let presentation = InboxPresentation(store: store, timestamps: Fixtures.timestamps)
        try presentation.reload()
        presentation.select(presentation.conversationID(atNumber: 2))
        #expect(presentation.viewModel.rows.map(\.isSelected) == [false, true, false])
    }

    @Test func pagesShowOnlyTheirRowsAndNumberOnFromThePageBefore() throws {
        let presentation = InboxPresentation(store: store, timestamps: Fixtures.timestamps, pageSize: 2)
        try presentation.reload()
        #expect(presentation.viewModel.positionText == "1–2 of 3")
        #expect(try presentation.turnPage(forward: true))
        #expect(presentation.viewModel.rows.map(\.number) == [3])
        #expect(presentation.conversationID(atNumber: 3) == ConversationID("cy"))
        #expect(presentation.conversationID(atNumber: 1) == nil)
        #expect(try !presentation.turnPage(forward: true))
        #expect(try presentation.turnPage(forward: false))
        #expect(presentation.viewModel.positionText == "1–2 of 3")
    }
}
