import ArchitectureCheck
import Foundation
import Testing

/// The second edition's rules on a copy of this repository: an unused edge in
/// Package.swift, a public import its layer may not expose, and a policy line
/// that no longer matches a target each fail exactly where they are written.
@Suite struct RepositoryPolicyTests {
    private func findings(_ copy: RepositoryCopy, askSwiftPM: Bool = true) async throws -> (
        status: Int32, findings: [Finding]
    ) {
        let manifest = try await copy.manifestArguments(askSwiftPM: askSwiftPM)
        let result = await CheckCommand.run(arguments: [copy.root.path, "--format", "json"] + manifest)
        try #require(result.status != 2, "setup failed: \(result.errorOutput)")
        return (result.status, try JSONDecoder().decode(CheckReport.self, from: Data(result.output.utf8)).findings)
    }

    @Test func unusedDependencyFailsAtItsStringInPackageSwift() async throws {
        let copy = try RepositoryCopy()
        // "Application", which no test of App imports, last in AppTests' list, whatever the list holds today.
        let manifest = try copy.read("Package.swift")
        let target = try #require(manifest.range(of: "name: \"AppTests\","))
        let list = try #require(manifest[target.upperBound...].range(of: "dependencies: ["))
        let end = try #require(manifest[list.upperBound...].firstIndex(of: "]"))
        let dependencies = String(manifest[list.lowerBound..<end])
        try copy.replace(dependencies + "]", with: dependencies + ", \"Application\"]", in: "Package.swift")
        // Where "Application" now starts: after the list as it was, however many lines it spans.
        let before = (dependencies + ", ").split(separator: "\n", omittingEmptySubsequences: false)
        let start = try copy.position(of: dependencies + ", \"Application\"]", in: "Package.swift")
        let line = start.line + before.count - 1
        let column = (before.count == 1 ? start.column : 1) + (before.last?.utf8.count ?? 0)
        let (status, found) = try await findings(copy)
        #expect(status == 1)
        #expect(found == [Finding("Package.swift", line, column, .unusedDependency)])
    }

    @Test func publicImportBeyondThePolicyFailsAtTheModuleName() async throws {
        let copy = try RepositoryCopy()
        let interface = try copy.firstSwiftFile(under: "Sources/Interface")
        let app = try copy.firstSwiftFile(under: "Sources/App")
        try copy.prepend("public import Foundation", to: interface)
        try copy.prepend("package import Domain", to: app)
        let (status, found) = try await findings(copy, askSwiftPM: false)
        // Typed and sorted outside #expect: inside it, the closure took the compiler 1.3 s.
        let expected: [Finding] = [Finding(app, 1, 16, .publicImport), Finding(interface, 1, 15, .publicImport)]
            .sorted { (first: Finding, second: Finding) in first.path < second.path }
        #expect(status == 1)
        #expect(found == expected)
    }

    @Test func policyLineForAMissingTargetFailsAtItsLine() async throws {
        let copy = try RepositoryCopy()
        let appLine = "App:              Domain, Application, Infrastructure, Interface | *\n"
        try copy.replace(
            appLine, with: appLine + "Legacy:           Domain                                         | Foundation\n",
            in: "Architecture.md")
        let (line, _) = try copy.position(of: "Legacy:", in: "Architecture.md")
        let (status, found) = try await findings(copy, askSwiftPM: false)
        #expect(status == 1)
        #expect(found == [Finding("Architecture.md", line, 1, .unmatchedPolicyLine)])
    }
}
