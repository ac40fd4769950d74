import Foundation
import Testing

@testable import Scaffold

/// `make field FEATURE=Orders FIELD="customer:Contacts?"`: a reference added
/// to a feature that has rows. Its code is what `make feature` writes for the
/// same fields, schema aside; App is wired as `make feature` wires it; a
/// loop is refused. FieldGeneratorTests holds the other refusals.
@Suite struct AddedReferenceTests {
    @Test func aFeatureGainsAReferenceAsMakeFeatureWouldHaveWrittenIt() throws {
        let repository = Repository(root: RepositoryCopy.repositoryRoot)
        let orders = try FeatureName("Orders")
        let added = try FeatureTemplates(
            feature: orders, layout: .folders, fields: FieldSpec.parse("label:text"),
            added: [FieldSpec.added("customer:Contacts?")], repository: repository
        ).files()
        let made = try FeatureTemplates(
            feature: orders, layout: .folders, fields: FieldSpec.parse("label:text customer:Contacts?"),
            repository: repository
        ).files()
        #expect(Set(added.keys) == Set(made.keys))
        let stores = ["Sources/Infrastructure/Orders/OrdersTable.swift"]
        for (path, text) in made where !stores.contains(path) {
            #expect(added[path] == text, "\(path) differs from make feature's")
        }
        for store in stores {
            // The column comes in a step of its own, in the list of added steps; every other line is make feature's.
            let difference = try #require(added[store]).components(separatedBy: "\n")
                .difference(from: try #require(made[store]).components(separatedBy: "\n"))
            #expect(
                difference.allSatisfy { change in
                    switch change {
                    case .insert(_, let line, _), .remove(_, let line, _):
                        line.contains("customer") || line.contains("versionedAs:")
                            || ["\"\"\"#)", "\"\"\"#,", "added: [", "SchemaStep(", "])"].contains(
                                line.trimmingCharacters(in: .whitespaces))
                    }
                }, "\(difference)")
        }
    }

    /// The end-to-end test adds each feature referred to's entries first,
    /// once however many fields name it, and each such feature's once.
    @Test func eachFeatureReferredToIsFilledOnceBeforeTheTest() throws {
        let files = try FeatureTemplates(
            feature: FeatureName("Orders"), layout: .folders,
            fields: FieldSpec.parse("label:text customer:Contacts product:Products? backup:Contacts?"),
            repository: Repository(root: RepositoryCopy.repositoryRoot)
        ).files()
        let tests = try #require(files["Tests/AppTests/Orders/OrdersEndToEndTests.swift"])
        #expect(
            tests.contains(
                "        referring: [\n            ContactsEndToEndTests.session.prelude,\n"
                    + "            ProductsEndToEndTests.session.prelude,\n        ])\n"))
    }

    /// On one copy: a feature made before the one it comes to refer to moves
    /// just below it in `Features.all`, above one made later that it is lent
    /// to, and gains its rule; a second reference
    /// rewrites its service statement whole, wrapped as swift format wraps it;
    /// a reference back, a loop, is refused and changes nothing.
    @Test func appIsWiredOrTheReferenceRefused() throws {
        let copy = try RepositoryCopy()
        let names = RepositoryCopy.unusedFeatures.map(\.name)
        try #require(names.count >= 3)
        let (early, late, third) = (try FeatureName(names[0]), try FeatureName(names[1]), try FeatureName(names[2]))
        #expect(copy.run(["feature", early.name, "--fields", "label:text quantity:int"]).status == 0)
        #expect(copy.run(["feature", late.name, "--fields", "title:text"]).status == 0)
        #expect(copy.run(["feature", third.name, "--fields", "name:text of:\(early.name)"]).status == 0)
        let (variable, lateVariable) = (ReferenceWiring.variable(of: early), ReferenceWiring.variable(of: late))
        func apply(_ field: String) throws -> String {
            let plan = try FieldGenerator(repository: copy.repository).plan(early.name, field: field)
            #expect(plan.before[FeatureGenerator.featuresFile] == (try copy.read(FeatureGenerator.featuresFile)))
            try plan.record.apply(to: copy.repository)
            for (path, text) in plan.after { try copy.write(text, to: path) }
            return try #require(plan.after[FeatureGenerator.featuresFile])
        }

        let features = try apply("owner:\(late.name)?")
        let order = try [late, early, third].map { feature in
            let line = "let \(ReferenceWiring.variable(of: feature)) = try context.entryService("
            return try #require(features.range(of: line)).lowerBound
        }
        #expect(order == order.sorted(), "made before the feature lent it")
        #expect(
            features.contains(
                "let \(lateVariable) = try context.entryService(EntryTable.\(lateVariable))\n        let \(variable) = try"
            ),
            "just below the service it is lent")
        #expect(
            features.contains("references: FieldReferences([\"owner\": \(lateVariable)])"))
        #expect(features.contains("EntryTable.\(variable).reference(\\.owner, to: EntryTable.\(lateVariable)).schema"))
        #expect(features.contains("import Application\n"))

        try copy.write(
            features.replacingOccurrences(
                of: "entryService(EntryTable.\(variable), references:",
                with: "entryService(\n            EntryTable.\(variable), references:"),
            to: FeatureGenerator.featuresFile)
        let twice = try apply("second:\(late.name)?")
        let wiring = ReferenceWiring(
            feature: early, fields: try FieldSpec.parse("owner:\(late.name)? second:\(late.name)?"),
            repository: copy.repository)
        #expect(twice.contains(wiring.serviceLine + "\n"), "one statement, with both references")
        #expect(twice.components(separatedBy: "let \(variable) = ").count == 2)

        let before = try copy.snapshot()
        #expect(
            throws: ScaffoldError(
                "'back:\(early.name)': \(early.name) refers to \(late.name) already, and features cannot refer to "
                    + "each other in a loop")
        ) {
            try FieldGenerator(repository: copy.repository).plan(late.name, field: "back:\(early.name)?")
        }
        #expect(try copy.snapshot() == before)

        // A Features.swift that lost a marker, or whose service line never closes, is refused, not half wired.
        let wired = try copy.read(FeatureGenerator.featuresFile)
        for (broken, message) in [
            (
                wired.replacingOccurrences(of: FeatureGenerator.servicesMarker, with: ""),
                "\(FeatureGenerator.featuresFile): the line '\(FeatureGenerator.servicesMarker)' is missing; put it "
                    + "back to add features"
            ),
            (
                wired.replacingOccurrences(
                    of: "entryService(EntryTable.\(variable)", with: "entryService((EntryTable.\(variable)"),
                "\(FeatureGenerator.featuresFile): the \(early.name) service's line never closes its '('"
            ),
        ] {
            try copy.write(broken, to: FeatureGenerator.featuresFile)
            #expect(throws: ScaffoldError(message)) {
                try FieldGenerator(repository: copy.repository).plan(early.name, field: "third:\(late.name)?")
            }
        }
    }
}
