import ArchitectureCheck
import Foundation
import Testing

/// Runs the real command, with SwiftPM's dump-package, on a copy of this
/// repository: it passes untouched and fails at the right spot for each
/// injected violation.
@Suite struct RepositoryCheckTests {
    private func check(_ copy: RepositoryCopy, askSwiftPM: Bool = true) async throws -> (
        status: Int32, report: CheckReport
    ) {
        let manifest = try await copy.manifestArguments(askSwiftPM: askSwiftPM)
        let result = await CheckCommand.run(arguments: [copy.root.path, "--format", "json"] + manifest)
        try #require(result.status != 2, "setup failed: \(result.errorOutput)")
        return (result.status, try JSONDecoder().decode(CheckReport.self, from: Data(result.output.utf8)))
    }

    @Test func untouchedRepositoryPasses() async throws {
        let (status, report) = try await check(RepositoryCopy())
        #expect(report.violations == [])
        #expect(status == 0)
        #expect(report.filesChecked > 0)
    }

    @Test func infrastructureImportInApplicationFails() async throws {
        let copy = try RepositoryCopy()
        let file = try copy.firstSwiftFile(under: "Sources/Application")
        try copy.prepend("import Infrastructure", to: file)
        let (status, report) = try await check(copy, askSwiftPM: false)
        #expect(status == 1)
        #expect(report.findings == [Finding(file, 1, 8, .undeclaredImport)])
    }

    @Test func domainImportInInterfaceFails() async throws {
        let copy = try RepositoryCopy()
        let file = try copy.firstSwiftFile(under: "Sources/Interface")
        try copy.prepend("import Domain", to: file)
        let (status, report) = try await check(copy, askSwiftPM: false)
        #expect(status == 1)
        #expect(report.findings == [Finding(file, 1, 8, .undeclaredImport)])
    }

    @Test(.enabled(if: RepositoryCopy.featureWithTests != nil))
    func aFeaturesDomainTestImportingItsInfrastructureFailsThoughTheTargetDeclaresIt() async throws {
        let feature = try #require(RepositoryCopy.featureWithTests)
        let copy = try RepositoryCopy()
        // A Domain test beside the feature's Infrastructure tests, whose module the target declares for them.
        let file = "Tests/\(feature)Tests/Domain/\(feature)LayerTests.swift"
        try copy.write("import \(feature)Infrastructure\n", to: file)
        let (status, report) = try await check(copy, askSwiftPM: false)
        #expect(status == 1)
        #expect(report.findings == [Finding(file, 1, 8, .forbiddenDependency)])
    }

    @Test func manifestEdgeFromDomainToApplicationFails() async throws {
        let copy = try RepositoryCopy()
        let manifest = try copy.read("Package.swift")
        let anchor = ".target(name: \"Domain\""
        let injected = anchor + ", dependencies: [\"Application\"]"
        try #require(manifest.contains(anchor + ",") && !manifest.contains(injected))
        let edited = manifest.replacingOccurrences(of: anchor, with: injected)
        try copy.write(edited, to: "Package.swift")

        let (status, report) = try await check(copy)
        let offset = try #require(edited.range(of: injected)).upperBound
        let prefix = edited[..<offset]
        let line = prefix.filter { $0 == "\n" }.count + 1
        let lastLineStart = prefix.lastIndex(of: "\n").map { edited.index(after: $0) } ?? edited.startIndex
        let column = edited[lastLineStart..<offset].utf8.count - "\"Application\"]".utf8.count + 1
        #expect(status == 1)
        #expect(report.findings.contains(Finding("Package.swift", line, column, .forbiddenDependency)))
        // The new edge is unused and makes the committed graph stale too, and nothing else breaks.
        #expect(report.findings.map(\.rule).sorted() == [.forbiddenDependency, .graphDrift, .unusedDependency])
    }
}
