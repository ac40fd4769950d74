import ArchitectureCheck
import Foundation
import Testing

/// Which test targets a change selects: the owners of the changed files and
/// every test target that depends on one, through any chain of targets.
@Suite struct AffectedTestsTests {
    static let manifest = PackageManifest(targets: [
        ManifestTarget(name: "Domain", type: "regular", dependencies: [], exclude: ["Contacts", "Notes.md"]),
        ManifestTarget(name: "ContactsDomain", type: "regular", dependencies: [], path: "Sources/Domain/Contacts/"),
        ManifestTarget(name: "Application", type: "regular", dependencies: ["Domain"]),
        ManifestTarget(
            name: "ContactsApplication", type: "regular", dependencies: ["ContactsDomain", "Application"],
            path: "Sources/Application/Contacts"),
        ManifestTarget(name: "Interface", type: "regular", dependencies: ["Application"], exclude: ["Contacts"]),
        ManifestTarget(
            name: "ContactsInterface", type: "regular", dependencies: ["ContactsApplication", "Interface"],
            path: "Sources/Interface/Contacts"),
        ManifestTarget(
            name: "App", type: "executable", dependencies: ["Application", "ContactsApplication", "ContactsInterface"]),
        ManifestTarget(name: "ProcessHarness", type: "regular", dependencies: ["App"], path: "Tests/ProcessHarness"),
        ManifestTarget(name: "DomainTests", type: "test", dependencies: ["Domain"]),
        ManifestTarget(name: "ApplicationTests", type: "test", dependencies: ["Application"]),
        ManifestTarget(name: "InterfaceTests", type: "test", dependencies: ["Interface"]),
        ManifestTarget(name: "InfrastructureTests", type: "test", dependencies: ["ProcessHarness"]),
        ManifestTarget(name: "AppTests", type: "test", dependencies: ["App", "ProcessHarness"]),
        // The feature's one test target, at SwiftPM's default path, Tests/ContactsTests.
        ManifestTarget(
            name: "ContactsTests", type: "test",
            dependencies: [
                "ContactsDomain", "ContactsApplication", "ContactsInterface", "Application", "ProcessHarness",
            ]),
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
        // runs the built binary through ProcessHarness, which depends on App, which composes the feature.
        #expect(
            affected("Sources/Interface/Contacts/ContactsWindow.swift")
                == ["AppTests", "ContactsTests", "InfrastructureTests"])
    }

    @Test func aCoreChangeReachesEveryTestThatDependsOnItTransitively() {
        #expect(
            affected("./Sources/Domain/Entity.swift")
                == [
                    "AppTests", "ApplicationTests", "ContactsTests", "DomainTests", "InfrastructureTests",
                    "InterfaceTests",
                ])
    }

    @Test func aFileInAFeaturesTestFoldersSelectsItsTestTargetOnly() {
        #expect(affected("Tests/ContactsTests/Application/FakeContactsStore.swift") == ["ContactsTests"])
        #expect(affected("Tests/ContactsTests/Domain/ContactTitleTests.swift") == ["ContactsTests"])
    }

    @Test func aTestFileSelectsItsOwnTargetOnly() {
        #expect(affected("Tests/DomainTests/EntityTests.swift") == ["DomainTests"])
    }

    @Test func theExecutableSelectsTheTestsThatRunItThroughTheHarness() {
        #expect(affected("Sources/App/main.swift") == ["AppTests", "ContactsTests", "InfrastructureTests"])
    }

    @Test(arguments: ["Package.swift", "Package.resolved", "Package@swift-6.0.swift"])
    func aChangedManifestSelectsEveryTestTarget(path: String) {
        #expect(affected("README.md", path).count == 6)
    }

    @Test(arguments: ["Tests/XCTMain.swift", "Tests/LinuxMain.swift"])
    func aChangedTestEntryPointSelectsEveryTestTarget(path: String) {
        #expect(affected(path).count == 6)
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
