{{modules}}import Domain
import {{Domain}}
import Testing

/// Each field keeps every value at its kind's limits and refuses, naming
/// itself, each value past them: whatever fields the {{word}} has.
@Suite struct {{Item}}DraftTests {
    let fields = {{Item}}Draft.fields

    @Test func everyFieldKeepsEachValueAtItsLimits() throws {
        for field in fields {
            for edge in field.kind.edges {
                var values = FieldValues.example(fields, 1).values
                values[field.name] = edge
                let typed = FieldValues(fields, values)
                #expect(try {{Item}}Draft(typed).values == typed, "\(field.name)")
            }
        }
    }

    @Test func everyFieldRefusesWhatBreaksItsRuleAndSaysWhichFieldItIs() {
        for field in fields {
            for text in field.kind.refusedTexts {
                do {
                    _ = try FieldValues(fields, typing: [(field.name, text)])
                    Issue.record("\(field.name) took '\(text)'")
                } catch {
                    #expect(error.field == field.name)
                }
            }
        }
    }

    @Test func aRequiredFieldLeftOutIsRefusedAndAnOptionalOneIsNil() throws {
        for field in fields {
            var values = FieldValues.example(fields, 1).values
            values[field.name] = nil
            if field.isOptional {
                #expect(try {{Item}}Draft(FieldValues(fields, values)).values[field.name] == nil)
            } else {
                #expect(throws: FieldError(field.name, .required)) { try {{Item}}Draft(FieldValues(fields, values)) }
            }
        }
    }
}
