import ArchitectureCheck
import Foundation
import Testing

/// The command's output formats and exit statuses, run on a saved manifest.
@Suite struct CommandTests {
    private func packageWithOneViolation() throws -> FixturePackage {
        let package = try FixturePackage()
        try package.write("import Application\nimport Domain\n", to: "Sources/Interface/A.swift")
        try package.write(Self.dumpJSON(for: FixturePackage.strataTargets), to: "dump.json")
        return package
    }

    /// The shape `swift package dump-package` prints, reduced to what is read.
    static func dumpJSON(for targets: [ManifestTarget]) -> String {
        let entries = targets.map { target in
            let dependencies = target.dependencies.map { "{\"byName\": [\"\($0)\", null]}" }
            return "{\"name\": \"\(target.name)\", \"type\": \"\(target.type)\", \"path\": null, "
                + "\"dependencies\": [\(dependencies.joined(separator: ", "))]}"
        }
        return "{\"name\": \"Fixture\", \"targets\": [\(entries.joined(separator: ", "))]}"
    }

    @Test func textOutputListsDiagnosticsThenTheSummary() async throws {
        let package = try packageWithOneViolation()
        let result = await CheckCommand.run(arguments: [package.root, "--manifest-json", package.root + "/dump.json"])
        #expect(result.status == 1)
        let diagnostic: String =
            "Sources/Interface/A.swift:2:8: error: 'Interface' imports 'Domain', which is not one of its "
            + "declared dependencies (Interface may use Application; remove the import) [undeclared-import: "
            + "SwiftPM lets a module import what it reaches only transitively, hiding the edge; "
            + "Architecture.md § Checking the rule]"
        // Typed outside #expect: inside it, inferring the map took the compiler 1.3 s.
        let lines: [String] = result.output.split(separator: "\n").map { String($0) }
        #expect(lines == [diagnostic, "1 violations in 1 files (1 files, 7 targets checked)"])
    }

    @Test func jsonOutputCarriesTheSameFindings() async throws {
        let package = try packageWithOneViolation()
        let result = await CheckCommand.run(arguments: [
            package.root, "--format", "json", "--manifest-json", package.root + "/dump.json",
        ])
        #expect(result.status == 1)
        let report = try JSONDecoder().decode(CheckReport.self, from: Data(result.output.utf8))
        #expect(report.findings == [Finding("Sources/Interface/A.swift", 2, 8, .undeclaredImport)])
        #expect(report.filesChecked == 1)
    }

    @Test func cleanPackageExitsZero() async throws {
        let package = try FixturePackage()
        try package.write(Self.dumpJSON(for: FixturePackage.strataTargets), to: "dump.json")
        let result = await CheckCommand.run(arguments: [package.root, "--manifest-json", package.root + "/dump.json"])
        #expect(result.status == 0)
        #expect(result.output == "0 violations in 0 files (0 files, 7 targets checked)")
    }

    @Test(arguments: [["--format", "xml"], ["--bogus"], ["a", "b"], ["--manifest-json"]])
    func usageErrorExitsTwo(arguments: [String]) async {
        let result = await CheckCommand.run(arguments: arguments)
        #expect(result.status == 2)
        #expect(result.errorOutput.contains("usage: architecture-check"))
    }

    @Test func missingPolicyIsASetupError() async throws {
        let package = try FixturePackage()
        try package.write("# no policy here\n", to: "Architecture.md")
        try package.write(Self.dumpJSON(for: FixturePackage.strataTargets), to: "dump.json")
        let result = await CheckCommand.run(arguments: [package.root, "--manifest-json", package.root + "/dump.json"])
        #expect(result.status == 2)
        #expect(result.errorOutput.contains("has no ```layer-policy block"))
    }
}
