import Foundation
import Testing

@testable import Scaffold

/// `make feature FIELDS="customer:Contacts"`: a field that names an entry of
/// another feature. The feature must exist; App gains the other feature's
/// adapter, the new feature's service lent it, and the rule in the database.
@Suite struct ReferenceFieldTests {
    @Test func aFeaturesNameIsAReferenceToItOptionalOrNot() throws {
        let fields = try FieldSpec.parse("customer:Contacts backup:Contacts?")
        #expect(
            fields.map(\.kind) == [.reference(try FeatureName("Contacts")), .reference(try FeatureName("Contacts"))])
        #expect(fields.map(\.isOptional) == [false, true])
        #expect(
            throws: ScaffoldError(
                "'a=#1' is no default for a reference to Contacts: a reference takes no default"
            )
        ) {
            try FieldSpec.added("a:Contacts=#1")
        }
    }

    @Test func itsColumnIsAnIDOnEachEngineAndItsTypeAnEntryID() throws {
        let field = try FieldSpec("customer:Contacts")
        #expect(field.tokens["fieldType"] == "EntryID")
        #expect(field.tokens["fieldKind"] == #".reference("contact")"#)
        #expect(
            field.tokens["sqliteColumn"]
                == #""customer" INTEGER NOT NULL CHECK (typeof("customer") = 'integer' AND "customer" > 0),"#)
        #expect(field.tokens["postgreSQLColumn"] == #""customer" bigint NOT NULL CHECK ("customer" > 0),"#)
    }

    @Test func aReferenceToAFeatureThatIsNotThereIsRefusedAndChangesNothing() throws {
        let copy = try RepositoryCopy()
        let name = try #require(RepositoryCopy.unusedFeatures.first?.name)
        let before = try copy.snapshot()
        let outcome = copy.run(["feature", name, "--fields", "label:text owner:Owners"])
        #expect(outcome.status == 1)
        #expect(
            outcome.error
                == "scaffold: 'owner:Owners' refers to no feature: Sources/App/Features.swift makes no Owners service")
        #expect(try copy.snapshot() == before)
    }

    /// A feature that refers to another may be referred to in turn, its service line wrapped as swift format wraps it.
    @Test func aFeatureThatRefersToAnotherCanBeReferredTo() throws {
        let copy = try RepositoryCopy()
        let names = RepositoryCopy.unusedFeatures.map(\.name)
        try #require(names.count >= 3)
        #expect(copy.run(["feature", names[0], "--fields", "title:text"]).status == 0)
        #expect(copy.run(["feature", names[1], "--fields", "label:text of:\(names[0])"]).status == 0)
        let path = "Sources/App/Features.swift"
        let wrapped = try copy.read(path).replacingOccurrences(
            of: "service(in: context, references:", with: "service(\n            in: context, references:")
        try wrapped.write(to: copy.repository.root.appendingPathComponent(path), atomically: true, encoding: .utf8)
        let outcome = copy.run(["feature", names[2], "--fields", "name:text of:\(names[1])"])
        #expect(outcome.status == 0, "\(outcome.error)")
    }

    /// A reference shows and matches the other feature's label, so it must be text.
    @Test func aReferenceToAFeatureWhoseLabelIsNotTextIsRefused() throws {
        let copy = try RepositoryCopy()
        let names = RepositoryCopy.unusedFeatures.map(\.name)
        try #require(names.count >= 2)
        #expect(copy.run(["feature", names[0], "--fields", "amount:int note:text"]).status == 0)
        let entity = try FeatureName(names[0]).singular
        let outcome = copy.run(["feature", names[1], "--fields", "label:text of:\(names[0])"])
        #expect(
            outcome.error
                == "scaffold: 'of:\(names[0])' needs \(names[0])'s first field, its label, to be text, as "
                + "Sources/Domain/\(names[0])/\(entity)Draft.swift declares it")
    }

    /// Contacts knows nothing of the new feature: App adapts one to the other and declares the rule.
    @Test func appLendsTheOtherFeaturesServiceAndDeclaresTheRule() throws {
        let copy = try RepositoryCopy()
        let features = RepositoryCopy.unusedFeatures
        try #require(features.count >= 2)
        let (other, (name, entity)) = (try FeatureName(features[0].name), features[1])
        #expect(copy.run(["feature", other.name, "--fields", "title:text"]).status == 0)
        let outcome = copy.run(["feature", name, "--fields", "label:text customer:\(other.name)"])
        #expect(outcome.status == 0, "\(outcome.error)")
        let wiring = try copy.read("Sources/App/Features.swift")
        let (variable, otherVariable) = (try FeatureName(name).tokens["name"] ?? "", other.tokens["name"] ?? "")
        #expect(
            wiring.contains(
                "let \(variable) = try \(name)Assembly.service(in: context, references: FieldReferences([\"customer\": "
                    + "\(other.name)Entries(service: \(otherVariable))]))"))
        #expect(wiring.contains("\(name)Assembly.customerReference.schema"))
        #expect(wiring.contains("import Application\n"), "FieldReferences is Application's")
        #expect(wiring.contains("\(name)Assembly.feature(in: context, service: \(variable))"))
        let adapter = try copy.read("Sources/App/\(other.name)/\(other.name)Entries.swift")
        #expect(adapter.contains("struct \(other.name)Entries: ReferencedEntries"))
        let assembly = try copy.read("Sources/App/\(name)/\(name)Assembly.swift")
        let table = try FeatureName(name).table
        #expect(assembly.contains(#"from: "\#(table)", column: "customer", to: "\#(other.table)""#))
        #expect(try copy.read("Sources/Domain/\(name)/\(entity)Draft.swift").contains("public let customer: EntryID\n"))
    }
}
