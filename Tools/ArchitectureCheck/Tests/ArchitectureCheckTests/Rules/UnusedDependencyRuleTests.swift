import ArchitectureCheck
import Testing

/// A dependency no file of the target imports, located at its string in the
/// fixture's Package.swift, where target `i` sits on line `i + 4`.
@Suite struct UnusedDependencyRuleTests {
    @Test func dependencyNoFileImportsIsReportedAtItsString() async throws {
        let package = try FixturePackage()
        try package.write("import Infrastructure\n", to: "Sources/App/main.swift")
        try package.write("import Interface\n", to: "Sources/App/Window.swift")
        let report = try await package.check()
        #expect(
            report.findings == [
                Finding("Package.swift", 8, 45, .unusedDependency),
                Finding("Package.swift", 8, 55, .unusedDependency),
            ])
        #expect(report.violations.first?.fix == "remove \"Domain\" from the dependencies of 'App' in Package.swift")
    }

    @Test func theExceptionThePolicyDeclaresAllowsOneEdge() async throws {
        let policy = FixturePackage.strataPolicy + "\n# It builds the binary.\nallow unused-dependency: App -> Domain"
        let package = try FixturePackage(policy: policy)
        try package.write("import Application; import Infrastructure; import Interface\n", to: "Sources/App/main.swift")
        let report = try await package.check()
        #expect(report.findings == [])
    }

    @Test func anImportInAnyConditionalBranchCounts() async throws {
        let package = try FixturePackage()
        try package.write("#if os(Windows)\n    import Domain\n#endif\n", to: "Sources/Application/A.swift")
        let report = try await package.check()
        #expect(report.findings == [])
    }

    @Test func targetsWithoutSwiftFilesAndUnimportedKindsAreLeftAlone() async throws {
        var targets = FixturePackage.strataTargets
        targets[3] = ManifestTarget(name: "Infrastructure", type: "regular", dependencies: ["Domain", "Macros"])
        targets.append(ManifestTarget(name: "Macros", type: "macro", dependencies: []))
        let policy = FixturePackage.strataPolicy + "\nMacros: - | * | only for Infrastructure"
        let package = try FixturePackage(policy: policy, targets: targets)
        try package.write("import Domain\n", to: "Sources/Infrastructure/A.swift")
        try package.write("public struct Empty {}\n", to: "Sources/Macros/Empty.swift")
        let report = try await package.check()
        #expect(report.findings == [])
    }
}
