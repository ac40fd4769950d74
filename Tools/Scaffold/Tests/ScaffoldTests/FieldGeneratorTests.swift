import Foundation
import Testing

@testable import Scaffold

/// `make field`'s part in Swift: the feature's files without the new field
/// and with it, only those that differ, each engine's new column a schema
/// step after every released one; refusals before anything is written; and
/// the field recorded for `make upgrade` to replay. scripts/check-upgrade
/// holds the merge into a fork's files, its conflicts and its refusal of a
/// dirty tree.
@Suite struct FieldGeneratorTests {
    /// A copy with a feature `make feature` made and recorded, as a fork has it.
    func copyWithFeature() throws -> (copy: RepositoryCopy, name: String) {
        let copy = try RepositoryCopy()
        let name = try #require(RepositoryCopy.unusedFeatures.first?.name)
        let made = copy.run(["feature", name, "--fields", "customer:text"])
        #expect(made.status == 0, "\(made.error)")
        return (copy, name)
    }

    @Test func eachFieldChangesItsFilesAndAddsAStepAfterEveryReleasedOne() throws {
        let (copy, name) = try copyWithFeature()
        let first = try FieldGenerator(repository: copy.repository).plan(name, field: "priority:int=0")
        try first.record.apply(to: copy.repository)
        let second = try FieldGenerator(repository: copy.repository).plan(name, field: "due:date?")
        let entity = try FeatureName(name).singular
        // One table declares both engines' steps; the core's end-to-end test reads the fields from the draft.
        let stores = ["Sources/Infrastructure/\(name)/\(name)Table.swift"]
        // The JSON view's schema gains the field too (OutputSchemaTests).
        #expect(
            Set(second.after.keys)
                == Set(stores + ["Sources/Domain/\(name)/\(entity)Fields.swift", "docs/output.schema.json"]))
        for store in stores {
            let before = try #require(second.before[store]).components(separatedBy: "\n")
            let after = try #require(second.after[store]).components(separatedBy: "\n")
            // Lines are only added, and together: no released step, the first field's among them, changes.
            let start = try #require(before.indices.first { before[$0] != after[$0] })
            let kept = after[..<start] + after[(start + after.count - before.count)...]
            #expect(kept.elementsEqual(before), "\(store): a line make field did not add has changed")
            // The words between may be a fork's own: check-upgrade's template rewords them.
            #expect(after[start].contains("// 4: `due`, ") && after[start].hasSuffix("rows that were there have none."))
            #expect(before.contains { $0.contains("// 3: `priority`, ") && $0.hasSuffix("there take 0.") })
        }
        #expect(
            second.after["Sources/Domain/\(name)/\(entity)Fields.swift"]?.contains(
                "    public let due = FieldKey<CalendarDay?>(\"due\", .date)\n") == true)
        let steps = try #require(try TemplateRecord.read(from: copy.repository)).stepLines
        #expect(steps.suffix(2) == ["feature \(name) FIELDS=customer:text", "field \(name) FIELD=priority:int=0"])
    }

    /// The command writes both sets of files where scripts/field reads them, and records the field.
    @Test func theCommandWritesBothSidesAndRecordsTheField() throws {
        let (copy, name) = try copyWithFeature()
        let sides = copy.root.appendingPathComponent(".field")
        let outcome = copy.run([
            "field", name, "vip:bool=false", sides.appendingPathComponent("before").path,
            sides.appendingPathComponent("after").path,
        ])
        #expect(outcome.status == 0, "\(outcome.error)")
        let draft = "Sources/Domain/\(name)/\(try FeatureName(name).singular)Fields.swift"
        #expect(outcome.output.components(separatedBy: "\n").contains(draft))
        #expect(try copy.read(".field/before/" + draft) == copy.read(draft))
        #expect(try copy.read(".field/after/" + draft).contains(#"FieldKey<Bool>("vip", .bool)"#))
        #expect(try TemplateRecord.read(from: copy.repository)?.stepLines.last == "field \(name) FIELD=vip:bool=false")
    }

    /// Every refusal, through the command, on one copy: one line each, and not a file written.
    @Test func refusesInOneLineAndWritesNothing() throws {
        let (copy, name) = try copyWithFeature()
        let unrecorded = try #require(RepositoryCopy.unusedFeatures.dropFirst().first?.name)
        let refusals = [
            (
                name, "due:date",
                "'due:date' is required, so the rows that exist need a value: give a default, as due:date=…, "
                    + "or make it optional, as due:date?"
            ),
            (name, "customer:int=0", "\(name) has a field 'customer' already; choose another name"),
            (
                name, "buyer:Contacts",
                "'buyer:Contacts': the rows that exist would name no contact, so a reference make field adds is "
                    + "optional: buyer:Contacts?"
            ),
            (
                name, "buyer:Owners?",
                "'buyer:Owners' refers to no feature: Sources/App/Features.swift makes no Owners service"
            ),
            (
                name, "rank:int=high",
                "'rank=high' is no default for an int: write a whole number between -999_999_999 and 999_999_999"
            ),
            (
                unrecorded, "due:date?",
                "strata.json records no 'make feature NAME=\(unrecorded)', so make field cannot tell what it "
                    + "wrote; add the field by hand (Architecture.md, Changing a feature's fields)"
            ),
        ]
        let before = try copy.snapshot()
        for (feature, field, message) in refusals {
            let outcome = copy.run(["field", feature, field, "/nonexistent/before", "/nonexistent/after"])
            #expect(outcome.status == 1)
            #expect(outcome.error == "scaffold: " + message)
        }
        #expect(try copy.snapshot() == before)
    }

    /// AddedFieldStepsTests runs these steps on 10,000 rows on each engine: its
    /// fields, and its SQL line for line, must be what make field writes for them.
    @Test func theStepsInfrastructureTestsRunOnRowsAreTheOnesItWrites() throws {
        let fixture = try String(
            contentsOf: RepositoryCopy.source("Tests/InfrastructureTests/Fields/AddedFieldStepsTests.swift"),
            encoding: .utf8)
        /// The lines of the list `static let <name> = [ … ]` in the fixture.
        func lines(of name: String) throws -> [String] {
            let start = try #require(fixture.range(of: "static let \(name) = [\n"))
            let end = try #require(fixture.range(of: "\n    ]", range: start.upperBound..<fixture.endIndex))
            return fixture[start.upperBound..<end.lowerBound].split(separator: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let fields = try lines(of: "fields").joined().matches(of: /"([^"]+)"/).map { String($0.1) }
        let added = try fields.map(FieldSpec.added)
        #expect(added.count == 10)
        let files = try FeatureTemplates(
            feature: FeatureName("Orders"), layout: .folders, fields: FieldSpec.parse("customer:text"), added: added,
            repository: Repository(root: RepositoryCopy.repositoryRoot)
        ).files()
        let table = try #require(files["Sources/Infrastructure/Orders/OrdersTable.swift"])
        for (engine, steps) in [("sqlite", "sqliteSteps"), ("postgreSQL", "postgreSQLSteps")] {
            // Each step's line in the table is `sqlite: #"…"#,`, or `postgreSQL: #"…"#),` closing its `SchemaStep`.
            let label = "\(engine): #\"ALTER TABLE \"orders\" ADD COLUMN \""
            let written = table.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { $0.hasPrefix(label) }.map(Self.rawString)
            // Each fixture line is a raw string, #"…;"#, with a comma after it; a step needs no `;` of its own.
            let fixed = try lines(of: steps).map { line in
                String(Self.rawString(line).dropLast(Self.rawString(line).hasSuffix(";") ? 1 : 0))
            }
            #expect(written == fixed, "\(engine)")
        }
    }

    /// What a line's raw string `#"…"#` holds.
    static func rawString(_ line: String) -> String {
        guard let open = line.range(of: "#\""), let close = line.range(of: "\"#", options: .backwards),
            open.upperBound <= close.lowerBound
        else { return line }
        return String(line[open.upperBound..<close.lowerBound])
    }
}
