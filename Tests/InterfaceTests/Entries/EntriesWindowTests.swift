import Application
import Interface
import Testing

/// Each window words its own hints: line mode in its commands, full screen
/// in its keys. The view models carry neither, so one view's words never
/// show in the other.
@Suite struct EntriesWindowTests {
    let empty = EntriesViewModel(
        title: "List", headings: ["name"], rows: [], emptyText: "Nothing yet.", positionText: "")
    let fields = [
        FieldPrompt(name: "name", form: "text", isOptional: false, choices: []),
        FieldPrompt(name: "email", form: "text", isOptional: true, choices: []),
        FieldPrompt(name: "due", form: "YYYY-MM-DD", isOptional: false, choices: []),
    ]
    let detail = EntryDetailViewModel(
        number: 3, heading: "Entry 3", fields: [FieldText(name: "name", text: "Ada")], added: "added now")

    @Test func fullScreenAnEmptyListAndADetailNameTheKeys() {
        let window = EntriesFullScreenWindow(style: .plain)
        window.showEntries(empty)
        #expect(
            window.frame(width: 50, height: 3, selected: nil) == [
                "List                                              ",
                "Nothing yet. Press a to add one, ? for every key.",
                "",
            ])
        window.showEntry(detail)
        window.showScreen(.detail)
        #expect(
            window.frame(width: 50, height: 3, selected: nil) == [
                "Entry 3                                  added now",
                "name  Ada",
                "Press Esc to go back, ? for every key.",
            ])
    }

    @Test func inLineModeAnEmptyListAndADetailNameTheCommands() {
        let window = EntriesWindow(style: .plain, fields: fields)
        window.showEntries(empty)
        #expect(window.frame(width: 200)[1] == "Nothing yet. Type 'add name=text due=YYYY-MM-DD' to add one.")
        window.showEntry(detail)
        window.showScreen(.detail)
        #expect(
            window.frame(width: 80).suffix(3) == [
                "Type 'edit 3 name=value' to change it, 'delete 3' to delete it, or 'list'.",
                String(repeating: "─", count: 80),
                "Type 'help' for commands.",
            ])
    }

    /// A list that cannot be read says why in its place, in either view,
    /// and offers no row to the cursor, until a list arrives.
    @Test func aProblemShowsInPlaceOfTheListUntilAListArrives() {
        let list = EntriesViewModel(
            title: "List", headings: ["name"],
            rows: [EntryRowViewModel(number: 1, cells: ["Ada"], typed: ["Ada"], age: "now")], emptyText: "",
            positionText: "1–1 of 1")
        let line = EntriesWindow(style: .plain, fields: fields)
        let full = EntriesFullScreenWindow(style: .plain)
        for window in [line, full] as [any FeatureWindow & EntryDisplay] {
            window.showEntries(list)
            window.showEntriesUnavailable("disk I/O error")
        }
        #expect(line.frame(width: 30).first == "disk I/O error")
        #expect(full.frame(width: 30, height: 2, selected: 1) == ["disk I/O error", ""])
        #expect(full.selectableNumbers.isEmpty)
        full.showEntries(list)
        #expect(full.selectableNumbers == [1])
        #expect(full.typedFields(of: 1) == ["Ada"] && full.typedFields(of: 2).isEmpty)
    }

    @Test func theAppGetsTheWindowOfItsView() {
        #expect(
            EntriesWindow.forView(.fullScreen, command: "c", style: .plain, fields: fields) is EntriesFullScreenWindow)
        #expect(EntriesWindow.forView(.line, command: "c", style: .plain, fields: fields) is EntriesWindow)
        #expect(EntriesWindow.forView(.json, command: "c", style: .plain, fields: fields) is EntriesJSONWindow)
    }
}
