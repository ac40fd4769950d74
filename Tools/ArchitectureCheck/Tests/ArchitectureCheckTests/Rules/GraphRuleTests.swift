import ArchitectureCheck
import Testing

@Suite struct GraphRuleTests {
    @Test func graphIsRenderedFromTheManifestSortedAndWithoutTests() {
        let manifest = PackageManifest(targets: FixturePackage.strataTargets)
        let lines = MermaidGraph.render(manifest).split(separator: "\n")
        #expect(lines.first == "graph TD")
        #expect(lines.contains("    Interface --> Application"))
        #expect(lines.contains("    Domain"))
        #expect(!lines.contains { $0.contains("Tests") })
        #expect(lines.count == 10)
    }

    @Test func staleGraphIsReportedAtItsBlock() async throws {
        let package = try FixturePackage(graph: "graph TD\n    Domain --> Application")
        let report = try await package.check()
        #expect(report.findings == [Finding("Architecture.md", 13, 1, .graphDrift)])
        #expect(report.violations.first?.fix.contains("make graph-update") == true)
    }

    @Test func missingGraphIsReported() async throws {
        let package = try FixturePackage()
        try package.write("```layer-policy\n\(FixturePackage.strataPolicy)\n```\n", to: "Architecture.md")
        let report = try await package.check()
        #expect(report.findings == [Finding("Architecture.md", 1, 1, .graphDrift)])
    }

    @Test func updatingTheGraphClearsTheDrift() async throws {
        let package = try FixturePackage(graph: "graph TD")
        try ArchitectureChecker(root: package.root).updateGraph(for: package.manifest)
        let report = try await package.check()
        #expect(report.findings == [])
    }
}
