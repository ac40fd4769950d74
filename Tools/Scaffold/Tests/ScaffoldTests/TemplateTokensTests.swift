import Testing

@testable import Scaffold

@Suite struct TemplateTokensTests {
    private let tokens = TemplateTokens(["Name": "Orders", "item": "order", "empty": "", "loop": "{{Name}}"])

    @Test func fillsEveryKnownTokenWhereverItStands() {
        #expect(tokens.fill("{{Name}}Store") == "OrdersStore")
        #expect(tokens.fill("let {{item}} = {{Name}}({{item}})") == "let order = Orders(order)")
        #expect(tokens.fill("{{Name}}{{item}}") == "Ordersorder")
        #expect(tokens.fill("a{{empty}}b") == "ab")
        #expect(tokens.fill("« {{Name}} »\n") == "« Orders »\n")
    }

    @Test func leavesAnUnknownTokenAndWhatIsNoTokenAsTheyAre() {
        #expect(tokens.fill("{{Unknown}} and {{ Name }} and {{Name}") == "{{Unknown}} and {{ Name }} and {{Name}")
        #expect(tokens.fill("{{#choices}}") == "{{#choices}}")
        #expect(tokens.fill("{ {Name}} {{") == "{ {Name}} {{")
        #expect(tokens.fill("") == "")
    }

    @Test func takesTheTokenASearchWouldFindAmongBraces() {
        #expect(tokens.fill("{{{Name}}}") == "{Orders}")
        #expect(tokens.fill("{{{{item}}}}") == "{{order}}")
    }

    @Test func fillsAValueOnceAndNeverAgain() {
        #expect(tokens.fill("{{loop}}") == "{{Name}}")
    }

    @Test func listsTheKeysOfEveryTokenKnownOrNot() {
        #expect(
            TemplateTokens.keys(in: "{{Name}}: {{fieldType}} = {{field}}{{}}") == ["Name", "fieldType", "field", ""])
        #expect(TemplateTokens.keys(in: "case {{#choices}} {{Name") == [])
    }
}
