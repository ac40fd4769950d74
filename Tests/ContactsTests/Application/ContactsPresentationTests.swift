import Application
import ContactsApplication
import ContactsDomain
import Foundation
import Testing

@Suite struct ContactsPresentationTests {
    nonisolated static let now = Date(timeIntervalSince1970: 1_773_136_800)

    func entry(_ id: Int64, _ title: String, secondsAgo: TimeInterval) throws -> Contact {
        Contact(id: id, title: try ContactTitle(title), createdAt: Self.now.addingTimeInterval(-secondsAgo))
    }

    @Test func rowsAreNumberedFromThePageAndAgedByTheClock() throws {
        var presentation = ContactsPresentation(pageSize: 4, now: { Self.now })
        let entries = try [
            entry(5, "Fresh", secondsAgo: 30), entry(4, "Minutes", secondsAgo: 5 * 60),
            entry(3, "Hours", secondsAgo: 3 * 3600 + 59), entry(2, "Days", secondsAgo: 2 * 86_400),
        ]
        presentation.show(ContactsPage(entries: entries, offset: 4, total: 9))
        let model = presentation.viewModel
        #expect(model.rows.map(\.number) == [5, 6, 7, 8])
        #expect(model.rows.map(\.age) == ["just now", "5 min ago", "3 h ago", "2 d ago"])
        #expect(model.positionText == "5–8 of 9")
    }

    @Test func onlyNumbersOnThePageNameAnEntry() throws {
        var presentation = ContactsPresentation(pageSize: 2, now: { Self.now })
        let shown = try [entry(9, "Third", secondsAgo: 0), entry(8, "Fourth", secondsAgo: 0)]
        presentation.show(ContactsPage(entries: shown, offset: 2, total: 5))
        #expect(presentation.entry(numbered: 3)?.id == 9)
        #expect(presentation.entry(numbered: 4)?.id == 8)
        #expect(presentation.entry(numbered: 2) == nil)
        #expect(presentation.entry(numbered: 5) == nil)
        #expect(presentation.previousOffset == 0)
        #expect(presentation.nextOffset == 4)
    }

    @Test func anEmptyListSaysHowToAddOneAndHasNoPosition() {
        let model = ContactsPresentation(now: { Self.now }).viewModel
        #expect(model.rows.isEmpty)
        #expect(model.emptyText == "No contacts yet. Type 'add TITLE' to add one.")
        #expect(model.positionText.isEmpty)
    }

    @Test func theDetailNamesItsNumberAgeAndWhatComesNext() throws {
        let presentation = ContactsPresentation(now: { Self.now })
        let detail = presentation.detail(of: try entry(1, "Lunch", secondsAgo: 7200), number: 3)
        #expect(
            detail
                == ContactDetailViewModel(
                    heading: "Contact 3", title: "Lunch", added: "added 2 h ago",
                    hint: "Type 'delete 3' to delete it, or 'list' to go back."))
    }
}
