import ArchitectureCheck
import Testing

/// Rule 1 and policy coverage, located in the fixture's Package.swift where
/// target `i` sits on line `i + 4`.
@Suite struct ManifestRuleTests {
    @Test func forbiddenEdgeIsReportedAtTheDependencyString() async throws {
        var targets = FixturePackage.strataTargets
        targets[0] = ManifestTarget(name: "Domain", type: "regular", dependencies: ["Application"])
        let package = try FixturePackage(targets: targets)
        let report = try await package.check()
        #expect(report.findings == [Finding("Package.swift", 4, 48, .forbiddenDependency)])
    }

    @Test func testTargetMayUseItsLayerAndWhatTheLayerMayUse() async throws {
        var targets = FixturePackage.strataTargets
        targets.append(
            ManifestTarget(name: "InterfaceTests", type: "test", dependencies: ["Interface", "Application"]))
        targets.append(ManifestTarget(name: "InfrastructureTests", type: "test", dependencies: ["Interface"]))
        let package = try FixturePackage(targets: targets)
        let report = try await package.check()
        #expect(report.findings == [Finding("Package.swift", 12, 61, .forbiddenDependency)])
    }

    @Test func targetThePolicyDoesNotNameIsAViolation() async throws {
        var targets = FixturePackage.strataTargets
        targets.append(ManifestTarget(name: "Extras", type: "regular", dependencies: []))
        targets.append(ManifestTarget(name: "ExtrasTests", type: "test", dependencies: []))
        let package = try FixturePackage(targets: targets)
        let report = try await package.check()
        #expect(
            report.findings == [
                Finding("Package.swift", 11, 23, .uncoveredTarget),
                Finding("Package.swift", 12, 23, .uncoveredTarget),
            ])
    }

    @Test func systemLibraryReservedForOneLayerIsAOneLinePolicyEdit() async throws {
        let policy = FixturePackage.strataPolicy + "\nCSQLite: - | only for Infrastructure"
        var targets = FixturePackage.strataTargets
        targets[0] = ManifestTarget(name: "Domain", type: "regular", dependencies: ["CSQLite"])
        targets[3] = ManifestTarget(name: "Infrastructure", type: "regular", dependencies: ["Domain", "CSQLite"])
        targets.append(ManifestTarget(name: "CSQLite", type: "system", dependencies: []))
        let package = try FixturePackage(policy: policy, targets: targets)
        try package.write("import CSQLite\nimport Domain\n", to: "Sources/Infrastructure/Database.swift")
        try package.write(
            "import CSQLite\nimport Domain; import Application; import Infrastructure; import Interface\n",
            to: "Sources/App/main.swift")
        let report = try await package.check()
        #expect(
            report.findings == [
                Finding("Package.swift", 4, 48, .forbiddenDependency),
                Finding("Sources/App/main.swift", 1, 8, .undeclaredImport),
            ])
    }

    @Test func prefixMatchingMapsManyModulesToOneLayer() async throws {
        let targets = [
            ManifestTarget(name: "Domain1", type: "regular", dependencies: []),
            ManifestTarget(name: "Domain2", type: "regular", dependencies: ["Domain1"]),
            ManifestTarget(name: "Application1", type: "regular", dependencies: ["Domain2"]),
            ManifestTarget(name: "Interface1", type: "regular", dependencies: ["Domain1"]),
        ]
        let policy = "Domain: - | Foundation\nApplication: Domain | Foundation\nInterface: Application | Foundation"
        let package = try FixturePackage(policy: policy, targets: targets)
        try package.write("import Domain1\n", to: "Sources/Domain2/A.swift")
        try package.write("import Application1\n", to: "Sources/Domain1/A.swift")
        let report = try await package.check(matchingPrefixes: true)
        #expect(
            report.findings == [
                Finding("Package.swift", 7, 52, .forbiddenDependency),
                Finding("Sources/Domain1/A.swift", 1, 8, .undeclaredImport),
            ])
    }
}
