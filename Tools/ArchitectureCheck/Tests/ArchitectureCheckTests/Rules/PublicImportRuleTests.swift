import ArchitectureCheck
import Testing

/// `public import` and `package import` name only what the layer's `exposes`
/// column allows; the fixture policy states Strata's: Application exposes
/// Domain and Foundation, Interface exposes Application, App nothing.
@Suite struct PublicImportRuleTests {
    @Test func exposingWhatThePolicyAllowsPasses() async throws {
        let package = try FixturePackage()
        try package.write("public import Domain\npublic import Foundation\n", to: "Sources/Application/A.swift")
        try package.write("public import Application\npublic import Swift\n", to: "Sources/Interface/A.swift")
        let report = try await package.check()
        #expect(report.findings == [])
    }

    @Test func exposingMoreIsReportedAtTheModuleName() async throws {
        let package = try FixturePackage()
        try package.write("import Application\npublic import Foundation\n", to: "Sources/Interface/A.swift")
        try package.write(
            "package import Domain; import Application\nimport Infrastructure\n@_exported import Interface\n",
            to: "Sources/App/main.swift")
        let report = try await package.check()
        #expect(
            report.findings == [
                Finding("Sources/App/main.swift", 1, 16, .publicImport),
                Finding("Sources/App/main.swift", 3, 19, .reexport),
                Finding("Sources/Interface/A.swift", 2, 15, .publicImport),
            ])
        let fix = try #require(report.violations.last?.fix)
        #expect(
            fix
                == "Interface may expose Application; drop 'public', or add Foundation to the 'exposes' of Interface in Architecture.md"
        )
        #expect(report.violations.first?.message.contains("'package import'") == true)
    }

    @Test func exportingASystemModuleCountsAsExposingIt() async throws {
        let package = try FixturePackage()
        try package.write("import Application\n@_exported import Foundation\n", to: "Sources/Interface/A.swift")
        let report = try await package.check()
        #expect(report.findings == [Finding("Sources/Interface/A.swift", 2, 19, .publicImport)])
    }

    @Test func aLayerCannotExposeWhatItMayNotImport() {
        #expect(
            throws: PolicyError(line: 2, message: "layer Interface may not import 'Domain', so it cannot expose it")
        ) {
            try PolicyParser.parse("Domain: -\nInterface: - | Foundation | exposes Domain")
        }
    }
}
