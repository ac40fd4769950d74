import Foundation
import Scaffold
import Testing

@Suite struct FeatureGeneratorTests {
    /// The core does what every feature does alike, so a feature is its own files only:
    /// its fields, its table, and its two tests; App gains its three lines, and
    /// the JSON view's schema its fields (OutputSchemaTests).
    @Test func writesOnlyTheFeaturesOwnFilesAndWiresItsCommand() throws {
        let copy = try RepositoryCopy()
        let (name, entity) = try #require(RepositoryCopy.unusedFeatures.first)
        // A feature listed before this one means a list of several, where every line ends in a comma.
        let comma = try copy.read("Sources/App/Features.swift").contains("context.entryFeature(") ? "," : ""
        let before = try copy.snapshot()
        let outcome = copy.run(["feature", name])
        #expect(outcome.status == 0)
        #expect(outcome.error.isEmpty)
        let written = try copy.snapshot().filter { before[$0.key] != $0.value && !$0.key.hasSuffix("/") }.keys.sorted()
        #expect(
            written
                == [
                    "Sources/App/Features.swift", "Sources/Domain/\(name)/\(entity)Fields.swift",
                    "Sources/Infrastructure/\(name)/\(name)Table.swift",
                    "Tests/AppTests/\(name)/\(name)EndToEndTests.swift",
                    "Tests/InfrastructureTests/\(name)/\(name)StoreTests.swift", "docs/output.schema.json",
                    "strata.json",
                ].sorted())
        let fields = try copy.read("Sources/Domain/\(name)/\(entity)Fields.swift")
        #expect(fields.contains("public struct \(entity)Fields: EntryFields {"))
        #expect(fields.contains("public typealias \(entity) = Entry<Draft<\(entity)Fields>>"))
        #expect(!(try copy.read("Sources/Infrastructure/\(name)/\(name)Table.swift")).contains("{{"))
        let features = try copy.read("Sources/App/Features.swift")
        let variable = name.prefix(1).lowercased() + name.dropFirst()
        #expect(
            features.contains(
                "            context.entryFeature(\(variable), command: \"\(name.lowercased())\")\(comma)\n"
                    + "            // strata:features"))
        // Its service is made first, so a feature that refers to it can be lent it.
        #expect(
            features.contains(
                "        let \(variable) = try context.entryService(EntryTable.\(variable))\n        // strata:services"
            ))
        // Its tables join the list the App opens its database with.
        #expect(features.contains("        EntryTable.\(variable).schema\(comma)\n        // strata:schemas"))
    }

    @Test func aSecondFeatureGoesAfterTheFirstWithACommaAfterEach() throws {
        let copy = try RepositoryCopy()
        let names = RepositoryCopy.unusedFeatures.map(\.name)
        try #require(names.count >= 2)
        #expect(copy.run(["feature", names[0]]).status == 0)
        #expect(copy.run(["feature", names[1]]).status == 0)
        let variables = names.prefix(2).map { $0.prefix(1).lowercased() + $0.dropFirst() }
        #expect(
            try copy.read("Sources/App/Features.swift").contains(
                "context.entryFeature(\(variables[0]), command: \"\(names[0].lowercased())\"),\n"
                    + "            context.entryFeature(\(variables[1]), command: \"\(names[1].lowercased())\"),\n"
            ))
    }

    /// Refusals that hold whatever the package holds. The command words stay
    /// reserved after `make minimal`: the generator's list of them is fixed.
    @Test(arguments: [
        ("", "scaffold: a feature name is required, such as NAME=Orders"),
        (
            "orders",
            "scaffold: 'orders' is not a valid feature name: it must start with an upper-case letter (try 'Orders')"
        ),
        (
            "My Orders",
            "scaffold: 'My Orders' is not a valid feature name: use only the letters A-Z, a-z and digits (try 'MyOrders')"
        ),
        ("Class", "scaffold: 'Class' is not a valid feature name: Swift or the toolchain already uses that name"),
        ("Interface", "scaffold: 'Interface' names a module of this package; choose another feature name"),
        ("List", "scaffold: 'List' would make the command 'list', which features already use"),
        ("Show", "scaffold: 'Show' would make the command 'show', which features already use"),
        (
            "Tasks",
            "scaffold: 'Tasks' would declare 'Task', which hides Swift's or Foundation's own; choose another name"
        ),
        (
            "SchemaVersions",
            "scaffold: 'SchemaVersions' would make the table 'schema_versions', which the database already has"
        ),
    ])
    func refusesAndChangesNothing(name: String, message: String) throws {
        try expectRefusal(of: name, saying: message)
    }

    /// Refusals that rest on the Inbox sample's folders and types, gone after `make minimal`.
    @Test(
        .enabled(if: RepositoryCopy.hasInboxSample),
        arguments: [
            ("Inbox", "scaffold: the feature 'Inbox' already exists: Sources/Domain/Inbox is there"),
            (
                "Conversations",
                "scaffold: 'Conversations' would declare 'Conversation', which this package already declares"
            ),
            ("Counts", "scaffold: 'Counts' would make the table 'counts', which the database already has"),
        ])
    func refusesWhatTheSampleTakesAndChangesNothing(name: String, message: String) throws {
        try expectRefusal(of: name, saying: message)
    }

    /// The Inbox in the template, the Greeting placeholder after `make minimal`.
    @Test(.enabled(if: RepositoryCopy.existingFeature != nil))
    func refusesAFeatureFolderThatIsThereAndChangesNothing() throws {
        let name = try #require(RepositoryCopy.existingFeature)
        try expectRefusal(
            of: name, saying: "scaffold: the feature '\(name)' already exists: Sources/Domain/\(name) is there")
    }

    @Test func refusesAFeatureThatExistsAndChangesNothing() throws {
        let copy = try RepositoryCopy()
        let name = try #require(RepositoryCopy.unusedFeatures.first?.name)
        #expect(copy.run(["feature", name]).status == 0)
        let before = try copy.snapshot()
        let outcome = copy.run(["feature", name])
        #expect(outcome.error == "scaffold: the feature '\(name)' already exists: Sources/Domain/\(name) is there")
        #expect(try copy.snapshot() == before)
    }

    @Test func refusesWhenTheWiringMarkerIsGone() throws {
        let copy = try RepositoryCopy()
        let name = try #require(RepositoryCopy.unusedFeatures.first?.name)
        let features = copy.root.appendingPathComponent("Sources/App/Features.swift")
        try "enum Features {}\n".write(to: features, atomically: true, encoding: .utf8)
        let before = try copy.snapshot()
        let outcome = copy.run(["feature", name])
        #expect(outcome.error.hasPrefix("scaffold: Sources/App/Features.swift: the line '// strata:features"))
        #expect(try copy.snapshot() == before)
    }

    /// A fork from before the App opened its database once has the features' marker and not this one.
    @Test func refusesWhenTheSchemasMarkerIsGone() throws {
        let copy = try RepositoryCopy()
        let name = try #require(RepositoryCopy.unusedFeatures.first?.name)
        let features = copy.root.appendingPathComponent("Sources/App/Features.swift")
        let text = try String(contentsOf: features, encoding: .utf8)
        try text.replacingOccurrences(of: "// strata:schemas", with: "// schemas").write(
            to: features, atomically: true, encoding: .utf8)
        let before = try copy.snapshot()
        let outcome = copy.run(["feature", name])
        #expect(
            outcome.error
                == "scaffold: Sources/App/Features.swift: the line '// strata:schemas — new features' tables go above"
                + " this line' is missing; put it back to add features")
        #expect(try copy.snapshot() == before)
    }

    @Test func refusesATemplateTokenItDoesNotKnowAndChangesNothing() throws {
        let copy = try RepositoryCopy()
        let name = try #require(RepositoryCopy.unusedFeatures.first?.name)
        let template = "Tools/Scaffold/Templates/Feature/Sources/Domain/{{Name}}/{{Item}}Fields.swift"
        let text = try copy.read(template)
        try (text + "// {{Nmae}}\n").write(
            to: copy.root.appendingPathComponent(template), atomically: true, encoding: .utf8)
        let before = try copy.snapshot()
        let outcome = copy.run(["feature", name])
        #expect(outcome.error == "scaffold: \(template): '{{Nmae}}' is not a template token")
        #expect(try copy.snapshot() == before)
    }

    private func expectRefusal(of name: String, saying message: String) throws {
        let copy = try RepositoryCopy()
        let before = try copy.snapshot()
        let outcome = copy.run(["feature", name])
        #expect(outcome.status == 1)
        #expect(outcome.error == message)
        #expect(outcome.output.isEmpty)
        #expect(try copy.snapshot() == before)
    }
}
