import ArchitectureCheck
import Testing

/// A feature's one test target, `ContactsTests`: Package.swift may declare what
/// the tests of one of its layers may use, and each file is held to the test
/// line of the layer its folder names, `Tests/ContactsTests/<Layer>/`.
@Suite struct FeatureTestTargetTests {
    /// A file per folder, together importing every dependency ContactsTests declares.
    static let cleanFiles = [
        "Tests/ContactsTests/Domain/Base.swift": "import ContactsDomain\nimport Foundation\nimport Testing\n",
        "Tests/ContactsTests/Application/Base.swift": "import Application\nimport ContactsApplication\n",
        "Tests/ContactsTests/Application/Fakes/FakeStore.swift": "import ContactsApplication\nimport ContactsDomain\n",
        "Tests/ContactsTests/Infrastructure/Base.swift": "import ContactsInfrastructure\nimport Glibc\n",
        "Tests/ContactsTests/Interface/Base.swift":
            "import ContactsApplication\nimport ContactsInterface\nimport Interface\n",
    ]

    private func check(
        policy: String = FeatureFixture.policy, targets: [ManifestTarget] = FeatureFixture.targets,
        files: [String: String]
    ) async throws -> CheckReport {
        let package = try FixturePackage(policy: policy, targets: targets)
        for (path, text) in Self.cleanFiles.merging(files, uniquingKeysWith: { _, new in new }) {
            try package.write(text, to: path)
        }
        return try await package.check()
    }

    @Test func eachFolderUsesWhatItsLayersTestsMayAndOpensItsOwnLayersModule() async throws {
        let report = try await check(files: [
            "Tests/ContactsTests/Domain/Open.swift": "@testable import ContactsDomain\n",
            "Tests/ContactsTests/Interface/Open.swift": "@testable import ContactsInterface\nimport Testing\n",
        ])
        #expect(report.findings == [])
        #expect(report.filesChecked == 7)
    }

    @Test func aDomainTestImportingTheFeaturesInterfaceIsReportedAtTheModule() async throws {
        let report = try await check(files: [
            "Tests/ContactsTests/Domain/ContactTests.swift":
                "import ContactsDomain\nimport Testing\n  import ContactsInterface\nimport Interface\n"
        ])
        #expect(
            report.findings == [
                Finding("Tests/ContactsTests/Domain/ContactTests.swift", 3, 10, .forbiddenDependency),
                Finding("Tests/ContactsTests/Domain/ContactTests.swift", 4, 8, .forbiddenDependency),
            ])
        #expect(
            report.violations.first?.diagnostic
                == "Tests/ContactsTests/Domain/ContactTests.swift:3:10: error: a test of Domain in 'ContactsTests' "
                + "imports 'ContactsInterface', which layer Domain's tests may not use (tests of Domain may use no "
                + "other layer; move the test into Tests/ContactsTests/Interface/, whose tests may use it, or remove "
                + "the import) [forbidden-dependency: dependencies point inward, toward the rules of the business; "
                + "Architecture.md § Allowed dependencies]")
    }

    @Test func aFolderFollowsItsOwnLayersLineForSystemModules() async throws {
        let report = try await check(files: ["Tests/ContactsTests/Application/Clock.swift": "import Glibc\n"])
        #expect(
            report.findings == [Finding("Tests/ContactsTests/Application/Clock.swift", 1, 8, .forbiddenSystemImport)])
    }

    @Test func aTestMayOpenOnlyItsOwnLayersModuleWithTestable() async throws {
        let report = try await check(files: [
            "Tests/ContactsTests/Interface/Open.swift":
                "@testable import ContactsInterface\n@testable import ContactsApplication\n",
            "Tests/ContactsTests/Application/Open.swift": "@testable import Application\n",
        ])
        #expect(
            report.findings == [
                Finding("Tests/ContactsTests/Application/Open.swift", 1, 18, .testableImport),
                Finding("Tests/ContactsTests/Interface/Open.swift", 2, 18, .testableImport),
            ])
        #expect(
            report.violations.map(\.message) == [
                "'@testable import Application' is allowed only in ApplicationTests",
                "'@testable import ContactsApplication' is allowed only in Tests/ContactsTests/Application/",
            ])
    }

    @Test(arguments: [
        "Tests/ContactsTests/Helpers.swift", "Tests/ContactsTests/Fakes/FakeStore.swift",
        "Tests/ContactsTests/Domains/ContactTests.swift",
    ])
    func aFileOutsideTheLayersFoldersIsReportedWithWhereToMoveIt(path: String) async throws {
        // Its imports are checked once it is in a layer's folder.
        let report = try await check(files: [path: "import ContactsInterface\nimport InboxDomain\n"])
        #expect(report.findings == [Finding(path, 1, 1, .uncoveredFile)])
        #expect(
            report.violations.first?.explanation
                == "a file of 'ContactsTests' lies in no layer's folder, so no layer's line checks its imports "
                + "(move it into Tests/ContactsTests/<Layer>/, <Layer> one of Domain, Application, Infrastructure, "
                + "Interface) [uncovered-file: a file that no layer's folder holds is held to no layer's rule; "
                + "Architecture.md § The layer policy]")
    }

    @Test func theTargetMayDeclareOnlyWhatTheTestsOfOneOfItsLayersMayUse() async throws {
        let dependencies = FeatureFixture.targets.first { $0.name == "ContactsTests" }?.dependencies ?? []
        let targets = FeatureFixture.targets(where: "ContactsTests", dependsOn: dependencies + ["App"])
        let report = try await check(
            targets: targets, files: ["Tests/ContactsTests/Interface/Launch.swift": "import App\n"])
        #expect(
            report.findings == [
                FeatureFixture.finding(.forbiddenDependency, dependency: "App", of: "ContactsTests", in: targets),
                Finding("Tests/ContactsTests/Interface/Launch.swift", 1, 8, .forbiddenDependency),
            ])
        #expect(
            report.violations.first?.message
                == "target 'ContactsTests' depends on 'App', which the tests of no layer of Contacts may use")
        #expect(
            report.violations.first?.fix
                == "the tests of Domain, Application, Infrastructure, Interface may use Application, Domain, "
                + "Infrastructure, Interface; remove the dependency or change the layer-policy in Architecture.md")
        #expect(report.violations.last?.fix == "tests of Interface may use Application; remove the import")
    }

    @Test func aModuleReservedForSomeLayersTestsServesOnlyThoseFolders() async throws {
        let policy = FeatureFixture.policy + "\nFixtures: Domain | Foundation | only for tests of Domain, Application"
        let dependencies = FeatureFixture.targets.first { $0.name == "ContactsTests" }?.dependencies ?? []
        let targets =
            FeatureFixture.targets(where: "ContactsTests", dependsOn: dependencies + ["Fixtures"])
            + [ManifestTarget(name: "Fixtures", type: "regular", dependencies: ["Domain"])]
        let report = try await check(
            policy: policy, targets: targets,
            files: [
                "Tests/ContactsTests/Domain/Samples.swift": "import Fixtures\n",
                "Tests/ContactsTests/Interface/Samples.swift": "import Fixtures\n",
            ])
        #expect(report.findings == [Finding("Tests/ContactsTests/Interface/Samples.swift", 1, 8, .forbiddenDependency)])
        #expect(
            report.violations.first?.fix
                == "tests of Interface may use Application; move the test into Tests/ContactsTests/Domain/, "
                + "whose tests may use it, or remove the import")
    }

    /// A fork's own test target, named like a feature's, is no feature's test target
    /// unless the feature has a module: it is uncovered, and its files are not advised on.
    @Test func aTestTargetOfNoFeatureWithModulesIsStillAnUncoveredTarget() async throws {
        let targets =
            FeatureFixture.targets + [ManifestTarget(name: "IntegrationTests", type: "test", dependencies: [])]
        let report = try await check(
            targets: targets, files: ["Tests/IntegrationTests/FlowTests.swift": "import ContactsInterface\n"])
        #expect(report.findings == [Finding("Package.swift", targets.count + 3, 23, .uncoveredTarget)])
        #expect(
            report.violations.map(\.message) == ["target 'IntegrationTests' is not covered by the layer policy"])
        #expect(report.filesChecked == Self.cleanFiles.count)
    }

    @Test func withoutAFeaturesLineTheTestTargetIsUncovered() async throws {
        let targets =
            FixturePackage.strataTargets + [ManifestTarget(name: "ContactsTests", type: "test", dependencies: [])]
        let package = try FixturePackage(policy: FixturePackage.strataPolicy, targets: targets)
        #expect(try await package.check().findings == [Finding("Package.swift", 11, 23, .uncoveredTarget)])
    }
}
