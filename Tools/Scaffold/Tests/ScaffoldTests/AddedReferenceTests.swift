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
        #expect(
            made["Sources/App/Orders/OrdersAssembly.swift"]?.components(separatedBy: "import Application\n").count == 2,
            "Application is imported once, whatever the layout")
        let stores = ["SQLite", "PostgreSQL"].map { "Sources/Infrastructure/Orders/\($0)OrdersStore.swift" }
        for (path, text) in made where !stores.contains(path) {
            #expect(added[path] == text, "\(path) differs from make feature's")
        }
        for store in stores {
            // The column comes in a step of its own, a raw string; every other line is make feature's.
            let difference = try #require(added[store]).components(separatedBy: "\n")
                .difference(from: try #require(made[store]).components(separatedBy: "\n"))
            #expect(
                difference.allSatisfy { change in
                    switch change {
                    case .insert(_, let line, _), .remove(_, let line, _):
                        line.contains("customer")
                            || ["\"\"\"#,", "#\"\"\""].contains(line.trimmingCharacters(in: .whitespaces))
                    }
                }, "\(difference)")
        }
    }

    /// On one copy: a feature made before the one it comes to refer to moves
    /// below it in `Features.all`, and gains its rule and the other's adapter;
    /// a reference back, a loop, is refused.
    @Test func appIsWiredOrTheReferenceRefused() throws {
        let copy = try RepositoryCopy()
        let names = RepositoryCopy.unusedFeatures.map(\.name)
        try #require(names.count >= 2)
        let (early, late) = (try FeatureName(names[0]), try FeatureName(names[1]))
        #expect(copy.run(["feature", early.name, "--fields", "label:text quantity:int"]).status == 0)
        #expect(copy.run(["feature", late.name, "--fields", "title:text"]).status == 0)
        let generator = FieldGenerator(repository: copy.repository)
        let plan = try generator.plan(early.name, field: "of:\(late.name)?")
        let features = try #require(plan.after[FeatureGenerator.featuresFile])
        #expect(plan.before[FeatureGenerator.featuresFile] == (try copy.read(FeatureGenerator.featuresFile)))
        let (variable, lateVariable) = (ReferenceWiring.variable(of: early), ReferenceWiring.variable(of: late))
        let service = try #require(features.range(of: "let \(variable) = try \(early.name)Assembly.service("))
        let lent = try #require(features.range(of: "let \(lateVariable) = try \(late.name)Assembly.service("))
        #expect(lent.lowerBound < service.lowerBound, "a service is made before the one it is lent to")
        #expect(
            features.contains("references: FieldReferences([\"of\": \(late.name)Entries(service: \(lateVariable))])"))
        #expect(features.contains("\(early.name)Assembly.ofReference.schema"))
        #expect(features.contains("import Application\n"))
        #expect(plan.after["Sources/App/\(late.name)/\(late.name)Entries.swift"] != nil)
        #expect(plan.before["Sources/App/\(late.name)/\(late.name)Entries.swift"] == nil)

        try plan.record.apply(to: copy.repository)
        for (path, text) in plan.after { try copy.write(text, to: path) }
        #expect(
            throws: ScaffoldError(
                "'back:\(early.name)': \(FeatureGenerator.featuresFile) lends \(late.name)' service to a feature it makes "
                    + "before \(early.name)', so it cannot come after \(early.name)'s; features cannot refer to each other in a loop"
            )
        ) {
            try FieldGenerator(repository: copy.repository).plan(late.name, field: "back:\(early.name)?")
        }
    }
}
