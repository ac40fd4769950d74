import Foundation
import Testing

@testable import Scaffold

/// `make feature FIELDS="customer:Contacts"`: a field that names an entry of
/// another feature. The feature must exist; App lends the other feature's
/// service, which answers `ReferencedEntries`, to the new one, and declares
/// the rule in the database.
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

    /// On one copy, as a team meets them: a reference to no feature, or to one
    /// whose label is not text, is refused and changes nothing; one to a
    /// feature is wired in App, which lends that feature's service and declares
    /// the rule; and the feature that refers may be referred to in turn, its
    /// service line wrapped as swift format wraps it.
    @Test func referencesAreRefusedOrWiredInAppAndChain() throws {
        let copy = try RepositoryCopy()
        let features = RepositoryCopy.unusedFeatures
        try #require(features.count >= 5)
        let names = features.map(\.name)

        let before = try copy.snapshot()
        #expect(
            copy.run(["feature", names[0], "--fields", "label:text owner:Owners"]).error
                == "scaffold: 'owner:Owners' refers to no feature: Sources/App/Features.swift makes no Owners service")
        #expect(try copy.snapshot() == before)

        #expect(copy.run(["feature", names[0], "--fields", "amount:int note:text"]).status == 0)
        let unlabelled = try copy.snapshot()
        let entity = features[0].entity
        #expect(
            copy.run(["feature", names[1], "--fields", "label:text of:\(names[0])"]).error
                == "scaffold: 'of:\(names[0])' needs \(names[0])'s first field, its label, to be text, as "
                + "Sources/Domain/\(names[0])/\(entity)Fields.swift declares it")
        #expect(try copy.snapshot() == unlabelled)

        let other = try FeatureName(names[1])
        #expect(copy.run(["feature", other.name, "--fields", "title:text"]).status == 0)
        let (name, item) = features[2]
        let outcome = copy.run(["feature", name, "--fields", "label:text customer:\(other.name)"])
        #expect(outcome.status == 0, "\(outcome.error)")
        let wiring = try copy.read("Sources/App/Features.swift")
        let (variable, otherVariable) = (try FeatureName(name).tokens["name"] ?? "", other.tokens["name"] ?? "")
        #expect(
            wiring.contains(
                "let \(variable) = try context.entryService(EntryTable.\(variable), references: "
                    + "FieldReferences([\"customer\": \(otherVariable)]))"))
        #expect(
            wiring.contains("EntryTable.\(variable).reference(\\.customer, to: EntryTable.\(otherVariable)).schema"))
        #expect(wiring.contains("import Application\n"), "FieldReferences is Application's")
        #expect(wiring.contains("import Domain\n"), "the rule's key path names the feature's fields, in Domain")
        #expect(wiring.contains("context.entryFeature(\(variable), command: \"\(name.lowercased())\")"))
        #expect(!copy.exists("Sources/App/\(other.name)"), "App needs no adapter: the service answers for its entries")
        #expect(
            try copy.read("Sources/Domain/\(name)/\(item)Fields.swift").contains(
                "    public let customer = FieldKey<EntryID>(\"customer\", .reference(\"\(other.tokens["word"] ?? "")\"))\n"
            ))

        let wrapped = wiring.replacingOccurrences(
            of: "entryService(EntryTable.\(variable), references:",
            with: "entryService(\n            EntryTable.\(variable), references:")
        try wrapped.write(
            to: copy.repository.root.appendingPathComponent("Sources/App/Features.swift"), atomically: true,
            encoding: .utf8)
        let chained = copy.run(["feature", names[3], "--fields", "name:text of:\(name)"])
        #expect(chained.status == 0, "\(chained.error)")
    }
}
