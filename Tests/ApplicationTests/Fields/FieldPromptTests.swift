import Application
import Domain
import Testing

@Suite struct FieldPromptTests {
    @Test func aPromptSaysWhatToTypeAndWhatSpaceCyclesThrough() {
        let optionalFlag = FieldPrompt(Field("paid", .bool, isOptional: true))
        #expect(
            optionalFlag == FieldPrompt(name: "paid", form: "yes|no", isOptional: true, choices: ["", "yes", "no"]))
        #expect(optionalFlag.usage == "paid=yes|no?")
        let total = FieldPrompt(Field("total", .decimal(digits: 18, scale: 2)))
        #expect(total.usage == "total=0.00" && total.choices.isEmpty)
        #expect(FieldPrompt(Field("status", .choice(["open", "shipped"]))).choices == ["open", "shipped"])
    }
}
