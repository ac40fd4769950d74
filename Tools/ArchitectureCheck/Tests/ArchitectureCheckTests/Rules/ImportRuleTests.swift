import ArchitectureCheck
import Testing

/// Rules 2–4 on fixture packages, each asserting file, line, column and rule.
@Suite struct ImportRuleTests {
    @Test func packageThatFollowsThePolicyPasses() async throws {
        let package = try FixturePackage()
        try package.write("import Foundation\nimport Swift\nimport _Concurrency\n", to: "Sources/Domain/A.swift")
        try package.write("public import Domain\nimport Synchronization\n", to: "Sources/Application/A.swift")
        try package.write("import Application\n", to: "Sources/Interface/A.swift")
        try package.write("import Glibc\nimport Domain\nimport Application\n", to: "Sources/Infrastructure/A.swift")
        try package.write(
            "import Infrastructure; import Interface\nimport Domain; import Application\n", to: "Sources/App/main.swift"
        )
        try package.write("@testable import Domain\nimport Testing\n", to: "Tests/DomainTests/A.swift")
        let report = try await package.check()
        #expect(report.findings == [])
        #expect(report.filesChecked == 6)
        #expect(report.targetsChecked == 7)
    }

    @Test func importReachableOnlyTransitivelyIsAViolation() async throws {
        let package = try FixturePackage()
        try package.write("import Application\nimport Domain\n", to: "Sources/Interface/Window.swift")
        let report = try await package.check()
        #expect(report.findings == [Finding("Sources/Interface/Window.swift", 2, 8, .undeclaredImport)])
        #expect(report.violations.first?.fix.contains("remove the import") == true)
    }

    @Test func allowedButUndeclaredImportSuggestsDeclaringIt() async throws {
        var targets = FixturePackage.strataTargets
        targets[3] = ManifestTarget(name: "Infrastructure", type: "regular", dependencies: ["Application"])
        let package = try FixturePackage(targets: targets)
        try package.write("import Application\n\nimport Domain\n", to: "Sources/Infrastructure/Store.swift")
        let report = try await package.check()
        #expect(report.findings == [Finding("Sources/Infrastructure/Store.swift", 3, 8, .undeclaredImport)])
        #expect(report.violations.first?.fix.contains("add \"Domain\" to the dependencies") == true)
    }

    @Test func systemModuleOutsideTheLayerAllowanceIsAViolation() async throws {
        let package = try FixturePackage()
        try package.write("import Foundation\nimport Glibc\n", to: "Sources/Domain/Clock.swift")
        try package.write(
            "#if canImport(Dispatch)\n    import Dispatch\n#endif\nimport SQLite\nimport Domain\n",
            to: "Sources/Application/Sync.swift")
        try package.write(
            "import FoundationNetworking\nimport Testing\nimport Application\n", to: "Sources/Interface/Feed.swift")
        let report = try await package.check()
        #expect(
            report.findings == [
                Finding("Sources/Application/Sync.swift", 2, 12, .forbiddenSystemImport),
                Finding("Sources/Application/Sync.swift", 4, 8, .forbiddenSystemImport),
                Finding("Sources/Domain/Clock.swift", 2, 8, .forbiddenSystemImport),
                Finding("Sources/Interface/Feed.swift", 1, 8, .forbiddenSystemImport),
                Finding("Sources/Interface/Feed.swift", 2, 8, .forbiddenSystemImport),
            ])
    }

    @Test func xctestInATestTargetIsAViolationBecauseItsTestsWouldNeverRun() async throws {
        let package = try FixturePackage()
        try package.write("import Domain\nimport XCTest\n", to: "Tests/DomainTests/A.swift")
        let report = try await package.check()
        #expect(report.findings == [Finding("Tests/DomainTests/A.swift", 2, 8, .forbiddenSystemImport)])
        #expect(report.violations.first?.message.contains("Swift Testing only") == true)
    }

    @Test func exportedImportOfAPackageModuleIsAViolation() async throws {
        let package = try FixturePackage()
        try package.write("@_exported import Domain\n@_exported import Foundation\n", to: "Sources/Application/A.swift")
        let report = try await package.check()
        #expect(report.findings == [Finding("Sources/Application/A.swift", 1, 19, .reexport)])
    }

    @Test func testableImportOutsideTheModulesOwnTestTargetIsAViolation() async throws {
        let package = try FixturePackage()
        try package.write("@testable import Domain\n", to: "Sources/Application/A.swift")
        try package.write(
            "@testable import Domain\n@testable import Application\n", to: "Tests/ApplicationTests/A.swift")
        try package.write("@testable import Domain\n", to: "Tests/DomainTests/A.swift")
        let report = try await package.check()
        #expect(
            report.findings == [
                Finding("Sources/Application/A.swift", 1, 18, .testableImport),
                Finding("Tests/ApplicationTests/A.swift", 1, 18, .testableImport),
            ])
    }

    @Test func oneImportCanBreakSeveralRules() async throws {
        let package = try FixturePackage()
        try package.write("@_exported @testable import Infrastructure\n", to: "Sources/Domain/A.swift")
        let report = try await package.check()
        #expect(
            report.findings == [
                Finding("Sources/Domain/A.swift", 1, 29, .reexport),
                Finding("Sources/Domain/A.swift", 1, 29, .testableImport),
                Finding("Sources/Domain/A.swift", 1, 29, .undeclaredImport),
            ])
    }

    @Test func everyImportFormIsChecked() async throws {
        let package = try FixturePackage()
        let source = """
            import struct Infrastructure.Store
            @preconcurrency @_spi(X) public import Infrastructure.Sub; import func Interface.render
            @_implementationOnly
            import
                Interface
            // import Infrastructure
            let text = "import Interface"
            import Domain
            """
        try package.write(source, to: "Sources/Application/A.swift")
        let report = try await package.check()
        #expect(
            report.findings == [
                Finding("Sources/Application/A.swift", 1, 15, .undeclaredImport),
                Finding("Sources/Application/A.swift", 2, 40, .publicImport),
                Finding("Sources/Application/A.swift", 2, 40, .undeclaredImport),
                Finding("Sources/Application/A.swift", 2, 72, .undeclaredImport),
                Finding("Sources/Application/A.swift", 5, 5, .undeclaredImport),
            ])
    }
}
