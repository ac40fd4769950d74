import ArchitectureCheck
import Foundation
import Testing

/// `--format github` and `--format sarif` on a fixture with one violation;
/// `make check-sarif` validates the SARIF against the official schema.
@Suite struct CIFormatTests {
    private func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> CommandResult {
        let package = try FixturePackage()
        try package.write("import Application\nimport Domain\n", to: "Sources/Interface/A,b.swift")
        try package.write(CommandTests.dumpJSON(for: FixturePackage.strataTargets), to: "dump.json")
        return await CheckCommand.run(
            arguments: [package.root, "--manifest-json", package.root + "/dump.json"] + arguments,
            environment: environment)
    }

    @Test func githubFormatPrintsOneErrorCommandPerFindingThenTheSummary() async throws {
        let result = try await run(["--format", "github"])
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n").map(String.init)
        let expected =
            "::error file=Sources/Interface/A%2Cb.swift,line=2,col=8,title=architecture%3A undeclared-import::"
            + "'Interface' imports 'Domain', which is not one of its declared dependencies (Interface may use "
            + "Application; remove the import) [undeclared-import: SwiftPM lets a module import what it reaches "
            + "only transitively, hiding the edge; Architecture.md § Checking the rule]"
        #expect(lines == [expected, "1 violations in 1 files (1 files, 7 targets checked)"])
    }

    @Test func githubIsTheDefaultInGitHubActions() async throws {
        let result = try await run([], environment: ["GITHUB_ACTIONS": "true"])
        #expect(result.output.hasPrefix("::error file="))
    }

    @Test func sarifNamesTheRuleWhyItExistsAndWhere() async throws {
        let result = try await run(["--format", "sarif"])
        #expect(result.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == Rule.allCases.map(\.rawValue))
        let result0 = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(result0["ruleId"] as? String == "undeclared-import")
        #expect(rules[result0["ruleIndex"] as? Int ?? -1]["id"] as? String == "undeclared-import")
        let location = try #require(
            (result0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Sources/Interface/A,b.swift")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 2)
        #expect((location["region"] as? [String: Any])?["startColumn"] as? Int == 8)
        #expect(
            ((result0["message"] as? [String: Any])?["text"] as? String)?.contains(
                "Architecture.md § Checking the rule") == true)
    }

    @Test func outputFileGetsTheReportAndStdoutTheSummary() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sarif-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try await run(["--format", "sarif", "--output", path])
        #expect(result.output == "1 violations in 1 files (1 files, 7 targets checked)")
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("\"version\" : \"2.1.0\""))
    }
}
