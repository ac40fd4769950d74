import Testing

@testable import Interface

@Suite struct ColumnLayoutTests {
    let headings = ["name", "total", "due"]
    let rows = [["Lunch with Ana", "12.50", "Today"], ["Ben", "-0.05", "—"]]

    @Test func everyColumnShowsWhereTheyFitAndTheLabelTakesTheRest() {
        let layout = ColumnLayout(headings: headings, rows: rows, width: 40)
        #expect(layout.widths == [26, 5, 5])
        #expect(layout.line(rows[0]) == "Lunch with Ana              12.50  Today")
    }

    @Test func columnsDropFromTheEndAsTheWidthShrinks() {
        #expect(ColumnLayout(headings: headings, rows: rows, width: 26).widths == [12, 5, 5])
        #expect(ColumnLayout(headings: headings, rows: rows, width: 25).widths == [18, 5])
        #expect(ColumnLayout(headings: headings, rows: rows, width: 18).widths == [18])
        #expect(ColumnLayout(headings: headings, rows: rows, width: 0).widths == [0])
    }

    @Test func aColumnIsNeverWiderThanItsMaximumAndALineNeverWiderThanAsked() {
        let wide = [["x", String(repeating: "y", count: 60)]]
        let layout = ColumnLayout(headings: ["a", "b"], rows: wide, width: 40, maximum: 10)
        #expect(layout.widths == [28, 10])
        for width in 0...60 {
            let line = ColumnLayout(headings: ["a", "b"], rows: wide, width: width).line(wide[0])
            #expect(TerminalCells.width(of: line) <= max(width, 0))
        }
    }
}
