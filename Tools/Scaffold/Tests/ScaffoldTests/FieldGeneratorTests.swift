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
        let stores = ["SQLite", "PostgreSQL"].map { "Sources/Infrastructure/\(name)/\($0)\(name)Store.swift" }
        #expect(
            Set(second.after.keys)
                == Set(
                    stores + [
                        "Sources/Domain/\(name)/\(entity)Draft.swift",
                        "Tests/AppTests/\(name)/\(name)EndToEndTests.swift",
                    ]
                ))
        for store in stores {
            let before = try #require(second.before[store]).components(separatedBy: "\n")
            let after = try #require(second.after[store]).components(separatedBy: "\n")
            // Lines are only added, and together: no released step, the first field's among them, changes.
            let start = try #require(before.indices.first { before[$0] != after[$0] })
            let kept = after[..<start] + after[(start + after.count - before.count)...]
            #expect(kept.elementsEqual(before), "\(store): a line make field did not add has changed")
            #expect(after[start].hasSuffix("// 4: `due`, added by make field; rows that were there have none."))
            #expect(
                before.contains { $0.hasSuffix("// 3: `priority`, added by make field; rows that were there take 0.") })
        }
        #expect(
            second.after["Sources/Domain/\(name)/\(entity)Draft.swift"]?.contains("public let due: CalendarDay?\n")
                == true)
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
        let draft = "Sources/Domain/\(name)/\(try FeatureName(name).singular)Draft.swift"
        #expect(outcome.output.components(separatedBy: "\n").contains(draft))
        #expect(try copy.read(".field/before/" + draft) == copy.read(draft))
        #expect(try copy.read(".field/after/" + draft).contains(#"Field("vip", .bool),"#))
        #expect(try TemplateRecord.read(from: copy.repository)?.stepLines.last == "field \(name) FIELD=vip:bool=false")
    }

    @Test(arguments: [
        (
            "due:date",
            "'due:date' is required, so the rows that exist need a value: give a default, as due:date=…, "
                + "or make it optional, as due:date?"
        ),
        ("customer:int=0", "{{Name}} has a field 'customer' already; choose another name"),
        ("buyer:Contacts", "'buyer:Contacts' has an unknown type; write \(FieldSpec.grammar)"),
        (
            "rank:int=high",
            "'rank=high' is no default for an int: write a whole number between -999_999_999 and 999_999_999"
        ),
    ])
    func refusesInOneLineAndWritesNothing(field: String, message: String) throws {
        let (copy, name) = try copyWithFeature()
        let before = try copy.snapshot()
        let outcome = copy.run(["field", name, field, "/nonexistent/before", "/nonexistent/after"])
        #expect(outcome.status == 1)
        #expect(outcome.error == "scaffold: " + message.replacingOccurrences(of: "{{Name}}", with: name))
        #expect(try copy.snapshot() == before)
    }

    @Test func aFeatureMakeFeatureDidNotRecordIsRefused() throws {
        let copy = try RepositoryCopy()
        let name = try #require(RepositoryCopy.unusedFeatures.first?.name)
        #expect(
            copy.run(["field", name, "due:date?", "/nonexistent/before", "/nonexistent/after"]).error
                == "scaffold: strata.json records no 'make feature NAME=\(name)', so make field cannot tell what it "
                + "wrote; add the field by hand (Architecture.md, Changing a feature's fields)")
    }

    /// AddedFieldStepsTests runs these steps on 10,000 rows on each engine; they must be what make field writes.
    @Test func theStepsInfrastructureTestsRunOnRowsAreTheOnesItWrites() throws {
        let fixture = try String(
            contentsOf: RepositoryCopy.source("Tests/InfrastructureTests/Fields/AddedFieldStepsTests.swift"),
            encoding: .utf8)
        let added = try [
            "priority:int=0", "due:date?", "plan:enum(free|paid)=free", "credit:decimal(2)=12.5",
            "seen:time=2026-01-31T09:30:00Z", "vip:bool=true", "source:text=import",
        ].map(FieldSpec.added)
        let copy = try RepositoryCopy()
        let files = try FeatureTemplates(
            feature: FeatureName("Orders"), layout: .folders, fields: FieldSpec.parse("customer:text"), added: added,
            repository: copy.repository
        ).files()
        for engine in ["SQLite", "PostgreSQL"] {
            let store = try #require(files["Sources/Infrastructure/Orders/\(engine)OrdersStore.swift"])
            let steps = store.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { $0.hasPrefix(#"ALTER TABLE "orders" ADD COLUMN ""#) }
            #expect(steps.count == added.count)
            for step in steps { #expect(fixture.contains("#\"\(step)\"#"), "\(step)") }
        }
    }
}
