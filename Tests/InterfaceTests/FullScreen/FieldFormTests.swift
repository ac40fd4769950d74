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
}
