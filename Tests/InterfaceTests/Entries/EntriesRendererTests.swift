import Application
import Interface
import Testing

/// Golden text at two widths: the layout is what the tests pin, so the
/// fields here are fixed words, whatever the feature's fields are.
@Suite struct EntriesRendererTests {
    let list = EntriesViewModel(
        title: "List", headings: ["name", "total", "due"],
        rows: [
            EntryRowViewModel(number: 1, cells: ["Lunch with Ana", "12.50", "Today"], typed: [], age: "5 min ago"),
            EntryRowViewModel(
                number: 2, cells: ["A name far too long to fit beside its age", "-0.05", "—"], typed: [], age: "2 d ago"
            ),
        ],
        emptyText: "Nothing yet.", positionText: "1–2 of 2")
    let detail = EntryDetailViewModel(
        number: 2, heading: "Entry 2",
        fields: [
            FieldText(name: "name", text: "A name far too long to fit on one line"), FieldText(name: "due", text: "—"),
        ],
        added: "added 2 d ago")
    let hint = "Type 'delete 2' to delete it."

    @Test func theListAt60CellsShowsEveryFieldThatFits() {
        #expect(
            EntriesListRenderer(style: .plain).lines(for: list, width: 60) == [
                "List                                                1–2 of 2",
                "      name                            total  due",
                "   1  Lunch with Ana                  12.50  Today 5 min ago",
                "   2  A name far too long to fit be…  -0.05  —       2 d ago",
            ])
    }

    @Test func theListAt30CellsShowsTheLabelAlone() {
        #expect(
            EntriesListRenderer(style: .plain).lines(for: list, width: 30) == [
                "List                  1–2 of 2",
                "      name",
                "   1  Lunch with Ana 5 min ago",
                "   2  A name far to…   2 d ago",
            ])
    }

    @Test func anEmptyListShowsItsTextThenTheWindowsHint() {
        let empty = EntriesViewModel(
            title: "List", headings: ["name"], rows: [], emptyText: "Nothing yet.", positionText: "")
        let lines = EntriesListRenderer(style: .plain).lines(for: empty, width: 30, hint: "Press a.")
        #expect(lines == ["List                          ", "Nothing yet. Press a."])
    }

    @Test func theDetailAt40Cells() {
        #expect(
            EntryDetailRenderer(style: .plain).lines(for: detail, width: 40, hint: hint) == [
                "Entry 2                    added 2 d ago",
                "name  A name far too long to fit on one",
                "      line",
                "due   —",
                "Type 'delete 2' to delete it.",
            ])
    }

    @Test func theDetailAt12CellsPutsEachValueUnderItsName() {
        #expect(
            EntryDetailRenderer(style: .plain).lines(for: detail, width: 12, hint: hint) == [
                "added 2 d a…", "name", "  A name far", "  too long", "  to fit on", "  one line", "due", "  —",
                "Type 'delet…",
            ])
    }

    /// The Domain holds text to a length, but a renderer does not count on
    /// it: what it reads of a value of any length is what its lines show.
    @Test func aValueOfAnyLengthShowsTheStartThatFitsItsLines() {
        let huge = String(decoding: Array(repeating: UInt8(ascii: "a"), count: 16 << 20), as: UTF8.self)
        let list = EntriesViewModel(
            title: "List", headings: ["name"],
            rows: [EntryRowViewModel(number: 1, cells: [huge], typed: [], age: "now")],
            emptyText: "", positionText: "1–1 of 1")
        let row = EntriesListRenderer(style: .plain).lines(for: list, width: 20)[2]
        #expect(row == "   1  " + String(repeating: "a", count: 9) + "… now")
        let detail = EntryDetailViewModel(
            number: 1, heading: "Entry 1", fields: [FieldText(name: "name", text: huge)], added: "now")
        let lines = EntryDetailRenderer(style: .plain).lines(for: detail, width: 20, hint: "")
        #expect(lines.count == 1 + TextLayout.longestText + 1)
        #expect(lines[1] == "name  " + String(repeating: "a", count: 14))
        #expect(lines[TextLayout.longestText] == "      " + String(repeating: "a", count: 13) + "…")
    }

    @Test func textFromTheStoreCannotReachTheTerminalAsControlBytes() {
        let hostile = EntriesViewModel(
            title: "List", headings: ["name"],
            rows: [EntryRowViewModel(number: 1, cells: ["\u{1B}[2Jgone"], typed: [], age: "now")],
            emptyText: "", positionText: "1–1 of 1")
        let lines = EntriesListRenderer(style: .plain).lines(for: hostile, width: 40)
        #expect(!lines.joined().unicodeScalars.contains("\u{1B}"))
    }

    /// Eight fields of wide, combining, control and long text: at every width
    /// from 20 to 200, no line of the list, the detail or the full-screen frame is wider.
    @Test func eightFieldsFitEveryWidthFrom20To200() {
        let texts = [
            "界界界界", "e\u{301}\u{301}", "\u{1B}[2J", String(repeating: "w", count: 300), "—", "12.50", "Today", "",
        ]
        let headings = ["name", "total", "due", "status", "paid", "count", "at", "aVeryLongFieldName"]
        let rows = (1...3).map { number in
            EntryRowViewModel(
                number: number, cells: Array(texts[number...] + texts[..<number]), typed: texts, age: "\(number) d ago")
        }
        let list = EntriesViewModel(
            title: "List", headings: headings, rows: rows, emptyText: "", positionText: "1–3 of 3")
        let fields = zip(headings, texts).map { FieldText(name: $0, text: $1) }
        let detail = EntryDetailViewModel(number: 1, heading: "Entry 1", fields: fields, added: "added now")
        let window = EntriesFullScreenWindow(style: .plain)
        window.showEntries(list)
        for width in 20...200 {
            let lines =
                EntriesListRenderer(style: .plain).lines(for: list, width: width, selected: 2)
                + EntryDetailRenderer(style: .plain).lines(for: detail, width: width, hint: "Type 'list'.")
                + window.frame(width: width, height: 6, selected: 3)
            #expect(lines.allSatisfy { TerminalCells.width(of: $0) <= width }, "width \(width)")
        }
    }

    @Test func theFullScreenListMarksTheCursorsRowAndKeepsItInView() {
        let window = EntriesFullScreenWindow(style: .plain)
        window.showEntries(list)
        #expect(window.selectableNumbers == [1, 2])
        #expect(
            window.frame(width: 40, height: 3, selected: 2) == [
                "List                            1–2 of 2",
                "      name               total",
                ">  2  A name far too l…  -0.05   2 d ago",
            ])
        window.showScreen(.detail)
        #expect(window.selectableNumbers.isEmpty)
    }
}
