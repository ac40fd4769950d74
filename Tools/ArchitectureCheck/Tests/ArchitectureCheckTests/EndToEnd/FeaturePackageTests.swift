import ArchitectureCheck
import Foundation
import Testing

/// The feature rule end to end on the packages in Fixtures/Features, whose
/// Package.swift builds feature modules from a table: Clean keeps every rule
/// and holds the look-alikes that must pass; Broken breaks each rule once.
@Suite struct FeaturePackageTests {
    @Test func cleanPackageAndItsLookalikesPass() async throws {
        let fixture = try FeaturePackageFixture("Clean")
        let result = await fixture.run()
        #expect(result.output == "0 violations in 0 files (16 files, 18 targets checked)")
        #expect(result.status == CommandResult.clean)
    }

    @Test func brokenPackageFailsAtEachPlace() async throws {
        let fixture = try FeaturePackageFixture("Broken")
        let report = try await fixture.report()
        // Each finding with the text it points at.
        let expected: [(Finding, String)] = [
            (Finding("Architecture.md", 23, 1, .unmatchedPolicyLine), "allow feature-dependency: Contacts -> Inbox"),
            // InboxApplication -> ContactsDomain, built by the table: at "Contacts" in Inbox's entry.
            (Finding("Package.swift", 7, 36, .crossFeature), "\"Contacts\"])"),
            (Finding("Package.swift", 14, 63, .crossFeature), "\"ContactsDomain\"], exclude"),
            // A source target using what only tests may, and a feature's tests declaring what none of its layers may.
            (Finding("Package.swift", 26, 83, .forbiddenDependency), "\"Fixtures\"],"),
            (Finding("Package.swift", 32, 102, .forbiddenDependency), "\"App\"])"),
            (Finding("Sources/Application/Directory.swift", 3, 8, .crossFeature), "ContactsDomain"),
            (Finding("Sources/Application/Inbox/Mailbox.swift", 4, 8, .crossFeature), "ContactsDomain"),
            (Finding("Sources/Interface/Shell.swift", 3, 8, .crossFeature), "ContactsInterface"),
            (Finding("Sources/Interface/Shell.swift", 3, 8, .undeclaredImport), "ContactsInterface"),
            // Each folder of the feature's test target follows its layer's line; other files follow none.
            (Finding("Tests/ContactsTests/Domain/ContactTests.swift", 4, 8, .forbiddenDependency), "ContactsInterface"),
            (Finding("Tests/ContactsTests/Fakes/FakeContacts.swift", 1, 1, .uncoveredFile), "// Fakes"),
            (Finding("Tests/ContactsTests/Helpers.swift", 1, 1, .uncoveredFile), "// In no layer's folder"),
            (
                Finding("Tests/ContactsTests/Interface/ContactsWindowTests.swift", 3, 8, .forbiddenDependency),
                "Fixtures"
            ),
            (Finding("Tests/ContactsTests/Interface/ContactsWindowTests.swift", 4, 8, .forbiddenDependency), "App"),
            (
                Finding("Tests/ContactsTests/Interface/ContactsWindowTests.swift", 5, 18, .testableImport),
                "ContactsApplication"
            ),
        ]
        #expect(report.findings == expected.map(\.0))
        for (finding, text) in expected {
            #expect(try fixture.text(at: finding).hasPrefix(text), "\(finding)")
        }
    }

    @Test func theAllowedEdgeFailsOnceItsLineIsGone() async throws {
        let fixture = try FeaturePackageFixture("Clean", copy: true)
        try fixture.replace("allow feature-dependency: Inbox -> Contacts\n", with: "", in: "Architecture.md")
        let report = try await fixture.report()
        // The edges of Inbox's module and of its tests, both built by the table: at "Contacts" in Inbox's entry.
        #expect(
            report.findings == [
                Finding("Package.swift", 8, 36, .crossFeature),
                Finding("Package.swift", 8, 36, .crossFeature),
                Finding("Sources/Application/Inbox/Sender.swift", 3, 8, .crossFeature),
                Finding("Tests/InboxTests/Domain/MessageTests.swift", 2, 8, .crossFeature),
            ])
        #expect(
            report.violations.map(\.subject).prefix(2) == [
                "InboxApplication -> ContactsDomain", "InboxTests -> ContactsDomain",
            ])
    }

    @Test func aFeatureLayerDroppedFromTheLineLeavesItsModulesAndTestFoldersUncovered() async throws {
        let fixture = try FeaturePackageFixture("Clean", copy: true)
        try fixture.replace(
            "Infrastructure, Interface | composed", with: "Infrastructure | composed", in: "Architecture.md")
        let report = try await fixture.report()
        // The Interface modules, built by the table, are found at their feature's name, and so are the
        // edges of each feature's tests to them and to Interface's core, which no test folder may use now.
        #expect(
            report.findings == [
                Finding("Architecture.md", 29, 1, .graphDrift),
                Finding("Package.swift", 7, 20, .forbiddenDependency),
                Finding("Package.swift", 7, 20, .forbiddenDependency),
                Finding("Package.swift", 7, 20, .uncoveredTarget),
                Finding("Package.swift", 8, 20, .forbiddenDependency),
                Finding("Package.swift", 8, 20, .forbiddenDependency),
                Finding("Package.swift", 8, 20, .uncoveredTarget),
                // App's edges to them come from the table too: at App's name.
                Finding("Package.swift", 20, 19, .forbiddenDependency),
                Finding("Package.swift", 20, 19, .forbiddenDependency),
                Finding("Tests/ContactsTests/Interface/ContactsWindowTests.swift", 1, 1, .uncoveredFile),
                Finding("Tests/InboxTests/Interface/InboxWindowTests.swift", 1, 1, .uncoveredFile),
            ])
    }

    @Test func theGraphGroupsEachFeaturesModules() async throws {
        let fixture = try FeaturePackageFixture("Clean")
        let result = await fixture.run(["--graph"])
        let lines = result.output.split(separator: "\n").map(String.init)
        let contacts = try #require(lines.firstIndex(of: "    subgraph Contacts"))
        #expect(lines[contacts + 1] == "        ContactsApplication --> Application")
        #expect(lines.firstIndex(of: "    subgraph Inbox") ?? 0 > contacts)
        #expect(lines.contains("        InboxApplication --> ContactsDomain"))
        #expect(lines.filter { $0 == "    end" }.count == 2)
        #expect(!lines.contains { $0.contains("Tests") })
        // Core targets come first, sorted, and no feature module sits outside its subgraph.
        #expect(lines[1] == "    App --> Application")
        #expect(lines[..<contacts].allSatisfy { !$0.contains("    Contacts") && !$0.contains("    Inbox") })
    }

    /// The saved descriptions must stay what SwiftPM makes of each Package.swift.
    @Test(arguments: ["Clean", "Broken"])
    func savedDescriptionMatchesSwiftPM(name: String) throws {
        let fixture = try FeaturePackageFixture(name)
        let saved = try ManifestDecoder.decode(ManifestLoader.readFile(fixture.root.path + "/dump.json"))
        let dumped = try ManifestDecoder.decode(ManifestLoader.dumpPackage(at: fixture.root.path))
        #expect(saved == dumped)
    }
}
