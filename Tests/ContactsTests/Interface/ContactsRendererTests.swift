import ContactsApplication
import ContactsInterface
import Interface
import Testing

/// Golden text at two widths: the layout is what the tests pin, so the
/// titles here are fixed words, whatever the feature is called.
@Suite struct ContactsRendererTests {
    let list = ContactsViewModel(
        title: "List",
        rows: [
            ContactRowViewModel(number: 1, title: "Lunch with Ana", age: "5 min ago"),
            ContactRowViewModel(number: 2, title: "A title far too long to fit beside its age", age: "2 d ago"),
        ],
        emptyText: "Nothing yet.", positionText: "1–2 of 2")
    let detail = ContactDetailViewModel(
        heading: "Entry 2", title: "A title far too long to fit on one line", added: "added 2 d ago",
        hint: "Type 'delete 2' to delete it.")

    @Test func theListAt40Cells() {
        #expect(
            ContactsListRenderer(style: .plain).lines(for: list, width: 40) == [
                "List                            1–2 of 2",
                "   1  Lunch with Ana           5 min ago",
                "   2  A title far too long to f… 2 d ago",
            ])
    }

    @Test func theListAt20Cells() {
        #expect(
            ContactsListRenderer(style: .plain).lines(for: list, width: 20) == [
                "List        1–2 of 2",
                "   1  Lun… 5 min ago",
                "   2  A tit… 2 d ago",
            ])
    }

    @Test func anEmptyListShowsItsText() {
        let empty = ContactsViewModel(title: "List", rows: [], emptyText: "Nothing yet.", positionText: "")
        let lines = ContactsListRenderer(style: .plain).lines(for: empty, width: 20)
        #expect(lines == ["List                ", "Nothing yet."])
    }

    @Test func theDetailAt40Cells() {
        #expect(
            ContactDetailRenderer(style: .plain).lines(for: detail, width: 40) == [
                "Entry 2                    added 2 d ago",
                "A title far too long to fit on one line",
                "Type 'delete 2' to delete it.",
            ])
    }

    @Test func theDetailAt20Cells() {
        #expect(
            ContactDetailRenderer(style: .plain).lines(for: detail, width: 20) == [
                "Entry… added 2 d ago",
                "A title far too long",
                "to fit on one line",
                "Type 'delete 2' to …",
            ])
    }

    /// The Domain holds a title to a length, but a renderer does not count on
    /// it: what it reads of a title of any length is what its lines show.
    @Test func aTitleOfAnyLengthShowsTheStartThatFitsItsLines() {
        let huge = String(decoding: Array(repeating: UInt8(ascii: "a"), count: 16 << 20), as: UTF8.self)
        let list = ContactsViewModel(
            title: "List", rows: [ContactRowViewModel(number: 1, title: huge, age: "now")], emptyText: "",
            positionText: "1–1 of 1")
        let row = ContactsListRenderer(style: .plain).lines(for: list, width: 20)[1]
        #expect(row == "   1  " + String(repeating: "a", count: 9) + "… now")
        let detail = ContactDetailViewModel(heading: "Entry 1", title: huge, added: "now", hint: "")
        let lines = ContactDetailRenderer(style: .plain).lines(for: detail, width: 20)
        #expect(lines.count == 1 + TextLayout.longestText + 1)
        #expect(lines[TextLayout.longestText] == String(repeating: "a", count: 19) + "…")
    }

    @Test func textFromTheStoreCannotReachTheTerminalAsControlBytes() {
        let hostile = ContactsViewModel(
            title: "List", rows: [ContactRowViewModel(number: 1, title: "\u{1B}[2Jgone", age: "now")],
            emptyText: "", positionText: "1–1 of 1")
        let lines = ContactsListRenderer(style: .plain).lines(for: hostile, width: 40)
        #expect(!lines.joined().unicodeScalars.contains("\u{1B}"))
    }

    @Test func theFullScreenListMarksTheCursorsRowAndKeepsItInView() {
        let window = ContactsFullScreenWindow(style: .plain)
        window.showContacts(list)
        #expect(window.selectableNumbers == [1, 2])
        #expect(
            window.frame(width: 40, height: 2, selected: 2) == [
                "List                            1–2 of 2",
                ">  2  A title far too long to f… 2 d ago",
            ])
        window.showScreen(.detail)
        #expect(window.selectableNumbers.isEmpty)
    }
}
