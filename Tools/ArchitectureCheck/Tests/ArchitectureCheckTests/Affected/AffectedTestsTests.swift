import ArchitectureCheck
import Foundation
import Testing

/// Which test targets a change selects: the owners of the changed files and
/// every test target that depends on one, through any chain of targets. The
/// manifest has Strata's shape: Contacts and Calendar with modules of their
/// own, whose test targets get their databases from PostgreSQLHarness, while
/// InfrastructureTests and AppTests also launch the built app through
/// ProcessHarness, which depends on App.
@Suite struct AffectedTestsTests {
    static let manifest = PackageManifest(targets: [
        ManifestTarget(
            name: "Domain", type: "regular", dependencies: [], exclude: ["Contacts", "Calendar", "Notes.md"]),
        ManifestTarget(name: "ContactsDomain", type: "regular", dependencies: [], path: "Sources/Domain/Contacts/"),
        ManifestTarget(name: "CalendarDomain", type: "regular", dependencies: [], path: "Sources/Domain/Calendar"),
        ManifestTarget(name: "Application", type: "regular", dependencies: ["Domain"], exclude: ["Contacts"]),
        ManifestTarget(
            name: "ContactsApplication", type: "regular", dependencies: ["ContactsDomain", "Application"],
            path: "Sources/Application/Contacts"),
        ManifestTarget(
            name: "Infrastructure", type: "regular", dependencies: ["Application", "Domain"], exclude: ["Contacts"]),
        ManifestTarget(
            name: "ContactsInfrastructure", type: "regular",
            dependencies: ["ContactsApplication", "ContactsDomain", "Infrastructure"],
            path: "Sources/Infrastructure/Contacts"),
        ManifestTarget(name: "Interface", type: "regular", dependencies: ["Application"], exclude: ["Contacts"]),
        ManifestTarget(
            name: "ContactsInterface", type: "regular", dependencies: ["ContactsApplication", "Interface"],
            path: "Sources/Interface/Contacts"),
        ManifestTarget(
            name: "App", type: "executable",
            dependencies: [
                "Application", "Infrastructure", "Interface", "ContactsApplication", "ContactsInfrastructure",
                "ContactsInterface", "CalendarDomain",
            ]),
        ManifestTarget(name: "ProcessHarness", type: "regular", dependencies: ["App"], path: "Tests/ProcessHarness"),
        ManifestTarget(
            name: "PostgreSQLHarness", type: "regular", dependencies: [], path: "Tests/PostgreSQLHarness"),
        ManifestTarget(name: "DomainTests", type: "test", dependencies: ["Domain"]),
        ManifestTarget(name: "ApplicationTests", type: "test", dependencies: ["Application"]),
        ManifestTarget(name: "InterfaceTests", type: "test", dependencies: ["Interface"]),
        ManifestTarget(
            name: "InfrastructureTests", type: "test", dependencies: ["ProcessHarness", "PostgreSQLHarness"]),
        ManifestTarget(
            name: "AppTests", type: "test", dependencies: ["App", "ProcessHarness", "PostgreSQLHarness"]),
        // Each feature's one test target, at SwiftPM's default path, Tests/<Feature>Tests.
        ManifestTarget(
            name: "ContactsTests", type: "test",
            dependencies: [
                "ContactsDomain", "ContactsApplication", "ContactsInfrastructure", "ContactsInterface",
                "Application", "Interface", "PostgreSQLHarness",
            ]),
        ManifestTarget(name: "CalendarTests", type: "test", dependencies: ["CalendarDomain", "PostgreSQLHarness"]),
    ])

    private func affected(_ paths: String...) -> [String] {
        AffectedTests.testTargets(in: Self.manifest, changedPaths: paths)
    }

    @Test func aFileInANestedFeatureModuleBelongsToItNotToTheLayersCore() {
        #expect(
            affected("Sources/Domain/Contacts/Contact.swift") == ["AppTests", "ContactsTests", "InfrastructureTests"])
    }

    @Test func aFeaturesInterfaceSelectsItsTestsAndThoseOfTheAppThatComposesIt() {
        // Not InterfaceTests: the layer's core does not depend on the feature. InfrastructureTests
        // launches the built app through ProcessHarness, which depends on App, which composes the feature.
        #expect(
            affected("Sources/Interface/Contacts/ContactsWindow.swift")
                == ["AppTests", "ContactsTests", "InfrastructureTests"])
    }

    @Test func anotherFeaturesModuleDoesNotSelectAFeaturesTests() {
        // It reaches App, and so the tests that launch the app, but no other feature's tests.
        #expect(
            affected("Sources/Domain/Calendar/Event.swift") == ["AppTests", "CalendarTests", "InfrastructureTests"])
    }

    @Test func aCoreChangeReachesEveryTestThatDependsOnItTransitively() {
        // Not CalendarTests: CalendarDomain uses no core.
        #expect(affected("./Sources/Domain/Entity.swift") == Self.everyTestOfTheDomainCore)
    }

    /// A folder feature is part of its layer's core, and a feature with modules uses the
    /// cores (ContactsApplication depends on Application, which depends on Domain), so a
    /// change to Inbox in Domain selects ContactsTests as any change to Domain does.
    @Test func aFolderFeatureIsItsLayersCoreForWhatItSelects() {
        #expect(affected("Sources/Domain/Inbox/X.swift") == Self.everyTestOfTheDomainCore)
    }

    static let everyTestOfTheDomainCore = [
        "AppTests", "ApplicationTests", "ContactsTests", "DomainTests", "InfrastructureTests", "InterfaceTests",
    ]

    @Test func aFileInAFeaturesTestFoldersSelectsItsTestTargetOnly() {
        #expect(affected("Tests/ContactsTests/Application/FakeContactsStore.swift") == ["ContactsTests"])
        #expect(affected("Tests/ContactsTests/Domain/ContactTitleTests.swift") == ["ContactsTests"])
    }

    @Test func aTestFileSelectsItsOwnTargetOnly() {
        #expect(affected("Tests/DomainTests/EntityTests.swift") == ["DomainTests"])
    }

    @Test func theExecutableSelectsTheTestsThatLaunchItButNoFeaturesTests() {
        #expect(affected("Sources/App/main.swift") == ["AppTests", "InfrastructureTests"])
    }

    @Test func theDatabaseHarnessSelectsEveryTestThatUsesADatabase() {
        #expect(
            affected("Tests/PostgreSQLHarness/TestPostgreSQL.swift")
                == ["AppTests", "CalendarTests", "ContactsTests", "InfrastructureTests"])
    }

    @Test(arguments: ["Package.swift", "Package.resolved", "Package@swift-6.0.swift"])
    func aChangedManifestSelectsEveryTestTarget(path: String) {
        #expect(affected("README.md", path).count == 7)
    }

    @Test(arguments: ["Tests/XCTMain.swift", "Tests/LinuxMain.swift"])
    func aChangedTestEntryPointSelectsEveryTestTarget(path: String) {
        #expect(affected(path).count == 7)
    }

    @Test func filesOutsideEveryTargetOrExcludedSelectNothing() {
        #expect(
            affected(
                "README.md", "Architecture.md", "Tools/ArchitectureCheck/Sources/X.swift", "Sources/DomainKit/A.swift",
                "Sources/Domain/Notes.md", "Tests/Package.swift", "Tests/Sub/XCTMain.swift", "", "  "
            ) == [])
        #expect(affected() == [])
    }

    @Test func theCommandReadsPathsOnStandardInputAndPrintsOneTargetALine() async throws {
        let fixture = try FeaturePackageFixture("Clean")
        let result = await fixture.runAffected("Sources/Domain/Contacts/Contact.swift\nREADME.md\n")
        #expect(result.status == CommandResult.clean)
        // Inbox's Application module uses Contacts' Domain module.
        #expect(result.output == "ContactsTests\nInboxTests")
        let none = await fixture.runAffected("README.md\n")
        #expect(none.output == "")
        #expect(none.status == CommandResult.clean)
    }
}

extension FeaturePackageFixture {
    fileprivate func runAffected(_ input: String) async -> CommandResult {
        await CheckCommand.run(
            arguments: [root.path, "--affected-tests", "--manifest-json", root.path + "/dump.json"],
            readInput: { input })
    }
}
