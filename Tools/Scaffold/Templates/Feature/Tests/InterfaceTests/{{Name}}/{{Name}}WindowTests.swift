{{modules}}import Application
{{modules}}import Interface
import {{Application}}
import {{Interface}}
import Testing

/// Each window words its own hints: line mode in its commands, full screen
/// in its keys. The view models carry neither, so one view's words never
/// show in the other.
@Suite struct {{Name}}WindowTests {
    let empty = {{Name}}ViewModel(
        title: "List", headings: ["name"], rows: [], emptyText: "Nothing yet.", positionText: "")
    let detail = {{Item}}DetailViewModel(
        number: 3, heading: "Entry 3", fields: [FieldText(name: "name", text: "Ada")], added: "added now")

    @Test func fullScreenAnEmptyListAndADetailNameTheKeys() {
        let window = {{Name}}FullScreenWindow(style: .plain)
        window.show{{Name}}(empty)
        #expect(
            window.frame(width: 50, height: 3, selected: nil) == [
                "List                                              ",
                "Nothing yet. Press a to add one, ? for every key.",
                "",
            ])
        window.show{{Item}}(detail)
        window.showScreen(.detail)
        #expect(
            window.frame(width: 50, height: 3, selected: nil) == [
                "Entry 3                                  added now",
                "name  Ada",
                "Press Esc to go back, ? for every key.",
            ])
    }

    @Test func inLineModeAnEmptyListAndADetailNameTheCommands() {
        let window = {{Name}}Window(style: .plain)
        window.show{{Name}}(empty)
        let required = {{Name}}Presentation.prompts.filter { !$0.isOptional }.map(\.usage).joined(separator: " ")
        #expect(window.frame(width: 200)[1] == "Nothing yet. Type 'add \(required)' to add one.")
        window.show{{Item}}(detail)
        window.showScreen(.detail)
        #expect(
            window.frame(width: 80).suffix(3) == [
                "Type 'edit 3 name=value' to change it, 'delete 3' to delete it, or 'list'.",
                String(repeating: "─", count: 80),
                "Type 'help' for commands.",
            ])
    }
}
