import Application
import Testing

@testable import Interface

@Suite struct FieldFormTests {
    let prompts = [
        FieldPrompt(name: "name", form: "text", isOptional: false, choices: []),
        FieldPrompt(name: "status", form: "open|shipped", isOptional: false, choices: ["open", "shipped"]),
        FieldPrompt(name: "paid", form: "yes|no", isOptional: true, choices: ["", "yes", "no"]),
    ]

    func form(_ texts: [String] = []) -> FieldForm {
        FieldForm(title: "add", fields: prompts, texts: texts) { _ in nil }
    }

    @Test func tabAndTheArrowsMoveBetweenRowsAndWrap() {
        var form = form()
        #expect(form.press(.tab) == .stay && form.focus == 1)
        #expect(form.press(.down) == .stay && form.focus == 2)
        #expect(form.press(.down) == .stay && form.focus == 0)
        #expect(form.press(.up) == .stay && form.focus == 2)
    }

    @Test func spaceCyclesAChoiceOrAFlagAndTypesASpaceInText() {
        var form = form()
        _ = form.press(.character("A"))
        _ = form.press(.character(" "))
        _ = form.press(.tab)
        _ = form.press(.character(" "))
        _ = form.press(.character(" "))
        _ = form.press(.tab)
        _ = form.press(.character(" "))
        #expect(form.input == FieldInput([("name", "A "), ("status", "shipped"), ("paid", "yes")]))
        _ = form.press(.character(" "))
        _ = form.press(.character(" "))
        #expect(form.input.texts["paid"] == "", "an optional flag cycles back to empty")
    }

    /// The focused row shows the end of a long text, where the cursor is; another row its start.
    @Test func theFocusedRowShowsTheEndOfItsTextAndTheCursor() {
        var form = form([String(repeating: "a", count: 50) + "END", String(repeating: "b", count: 50)])
        _ = form.press(.character("!"))
        let lines = form.lines(width: 30)
        #expect(lines[1] == "> name    " + String(repeating: "a", count: 15) + "END!_")
        #expect(lines[2] == "  status  " + String(repeating: "b", count: 19) + "…")
    }

    /// A paste is text, whatever it holds: a line break in it is a space, never Enter.
    @Test func aPasteStaysTextAndCtrlUEmptiesTheRow() {
        var form = form(["old"])
        #expect(form.press(.control("u")) == .stay)
        #expect(form.press(.paste("two\nlines\r")) == .stay)
        #expect(form.input.texts["name"] == "two lines ")
        #expect(form.press(.enter) == .save)
        #expect(form.press(.escape) == .cancel)
    }

    @Test func aRefusalShowsOnItsFieldsRowAndEveryLineFitsItsWidth() {
        var form = form(["Ada", "open"])
        form.refusal = FieldForm.Refusal(message: "status: 'lost' is not one of open, shipped", field: "status")
        let lines = form.lines(width: 80)
        #expect(lines[0] == "add:")
        #expect(lines[1] == "> name    Ada_")
        #expect(lines[2] == "  status  open  ← status: 'lost' is not one of open, shipped")
        #expect(lines[3] == "  paid    (yes|no, may be empty)")
        for width in 0...60 {
            #expect(form.lines(width: width).allSatisfy { TerminalCells.width(of: $0) <= width })
        }
    }

    /// Eight fields of every shape, filled with wide, combining and control
    /// characters by keys and pastes: at every width from 20 to 200, no line
    /// of the form is wider than the terminal, whichever row has the focus.
    @Test func anEightFieldFormFitsEveryWidthFrom20To200() {
        let kinds = [
            ("name", "text", [String]()), ("total", "0.00", []), ("due", "YYYY-MM-DD", []),
            ("status", "open|shipped|lost", ["", "open", "shipped", "lost"]), ("paid", "yes|no", ["yes", "no"]),
            ("count", "number", []), ("at", "YYYY-MM-DDTHH:MM:SSZ", []), ("aVeryLongFieldNameIndeed", "text", []),
        ]
        let prompts = kinds.map { FieldPrompt(name: $0.0, form: $0.1, isOptional: $0.2.first == "", choices: $0.2) }
        let texts = ["界界界界界", "e\u{301}\u{301}", "\u{1B}[2J", String(repeating: "w", count: 300), "", " "]
        var form = FieldForm(title: "edit", fields: prompts, texts: texts) { _ in nil }
        form.refusal = FieldForm.Refusal(message: "due: '2026-02-29' is not a day", field: "due")
        let keys: [Key] = [.tab, .paste("a\nb界"), .character(" "), .down, .character("界"), .up, .backspace, .tab]
        for (step, key) in keys.enumerated() {
            _ = form.press(key)
            for width in 20...200 {
                let wide = form.lines(width: width).filter { TerminalCells.width(of: $0) > width }
                #expect(wide.isEmpty, "after key \(step) at width \(width)")
            }
        }
    }

    /// Space on an empty reference row opens the picker, which searches as
    /// typed; ↓ marks the next entry, and Enter puts its `#id` in the row.
    @Test func spaceOnAnEmptyReferenceRowPicksAnEntryBySearch() async {
        let contacts = [("Ada Byron", "#2"), ("Ada Lovelace", "#1"), ("Grace Hopper", "#3")]
        var searched: [String] = []
        let customer = FieldPrompt(
            name: "customer", form: "#id or contact", isOptional: false, choices: [], picks: "contact")
        var form = FieldForm(title: "add", fields: [prompts[0], customer], texts: []) { field, prefix in
            searched.append("\(field) \(prefix)")
            return contacts.filter { $0.0.lowercased().hasPrefix(prefix.lowercased()) }
                .map { ReferencePicker.Entry(shown: "\($0.0) \($0.1)", typed: $0.1) }
        } submit: { _ in
            nil
        }
        _ = form.press(.tab)
        #expect(form.lines(width: 80)[2] == "> customer  _ (#id or contact; Space picks)")
        #expect(form.press(.character(" ")) == .search)
        await form.search()
        #expect(form.lines(width: 80).count == 4, "every contact, as nothing is typed yet")
        for key in "ada" { #expect(form.press(.character(key)) == .search) }
        await form.search()
        #expect(form.press(.down) == .stay)
        #expect(
            form.lines(width: 80) == [
                "customer, the contact whose label starts with: ada_", "  Ada Byron #2", "> Ada Lovelace #1",
            ])
        #expect(form.focusedLine == 1, "the marked entry stays in view")
        for width in 0...60 {
            #expect(form.lines(width: width).allSatisfy { TerminalCells.width(of: $0) <= width })
        }
        #expect(form.lines(width: 20)[0] == "customer: ada_", "a narrow picker keeps room for the search")
        #expect(form.press(.enter) == .stay)
        #expect(form.input.texts["customer"] == "#1")
        #expect(form.picker == nil)
        #expect(searched == ["customer ", "customer ada"], "a search a key, the first with nothing typed")
    }

    /// Esc goes back with the row as it was; a search that finds nothing, or
    /// fails, says so in one line, and Enter then picks nothing.
    @Test func thePickerSaysWhatItCouldNotFindAndEscLeavesTheRow() async {
        struct Unreadable: Error, CustomStringConvertible { var description: String { "the store is gone" } }
        let customer = FieldPrompt(name: "customer", form: "#id", isOptional: true, choices: [], picks: "contact")
        var fails = false
        var form = FieldForm(title: "add", fields: [customer], texts: []) { _, _ in
            if fails { throw Unreadable() }
            return []
        } submit: { _ in
            nil
        }
        #expect(form.press(.character(" ")) == .search)
        #expect(form.press(.control("u")) == .stay, "an empty search asks nothing again")
        _ = form.press(.character("z"))
        await form.search()
        #expect(form.lines(width: 80).last == "no contact's label starts with 'z'")
        #expect(form.press(.enter) == .stay)
        fails = true
        _ = form.press(.backspace)
        await form.search()
        #expect(form.lines(width: 80).last == "no contact could be read: the store is gone")
        #expect(form.press(.escape) == .stay)
        #expect(form.picker == nil && form.input.texts["customer"] == "")
        _ = form.press(.character("A"))
        #expect(form.press(.character(" ")) == .stay, "Space is text in a row that holds some")
        #expect(form.input.texts["customer"] == "A ")
    }
}
