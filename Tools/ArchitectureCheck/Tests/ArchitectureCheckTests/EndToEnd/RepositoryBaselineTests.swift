import ArchitectureCheck
import Foundation
import Testing

/// The baseline on a copy of this repository: a violation written to it no
/// longer fails the check, and once fixed its entry fails in CI mode, named
/// with the command that rewrites the file.
@Suite struct RepositoryBaselineTests {
    private func run(_ copy: RepositoryCopy, _ extra: [String] = [], ci: Bool = false, askSwiftPM: Bool = true)
        async throws -> (Int32, CheckReport)
    {
        let manifest = try await copy.manifestArguments(askSwiftPM: askSwiftPM)
        let result = await CheckCommand.run(
            arguments: [copy.root.path, "--format", "json"] + manifest + extra, environment: ci ? ["CI": "true"] : [:])
        try #require(result.status != 2, "setup failed: \(result.errorOutput)")
        return (result.status, try JSONDecoder().decode(CheckReport.self, from: Data(result.output.utf8)))
    }

    @Test func baselinedViolationPassesUntilFixedThenItsEntryFailsInCI() async throws {
        let copy = try RepositoryCopy()
        let file = try copy.firstSwiftFile(under: "Sources/Interface")
        let original = try copy.read(file)
        try copy.prepend("import Domain", to: file)
        let written = await CheckCommand.run(
            arguments: [copy.root.path, "--write-baseline"] + (try await copy.manifestArguments()))
        #expect(written.output == "wrote 1 entries to architecture-baseline.txt")
        #expect(try copy.read("architecture-baseline.txt").hasSuffix("undeclared-import\t\(file)\tDomain\n"))

        // Lines added above it do not matter: the entry names rule, file and module.
        try copy.prepend("// moved down", to: file)
        let (status, report) = try await run(copy, ci: true, askSwiftPM: false)
        #expect(status == 0)
        #expect(report.violations == [])
        #expect(report.baselined == 1)

        try copy.write(original, to: file)
        let (strictStatus, strict) = try await run(copy, ci: true, askSwiftPM: false)
        #expect(strictStatus == 1)
        let entryLine = try copy.position(of: "undeclared-import\t", in: "architecture-baseline.txt").line
        #expect(strict.findings == [Finding("architecture-baseline.txt", entryLine, 1, .staleBaselineEntry)])
        #expect(strict.violations.first?.message.contains("'undeclared-import \(file) Domain'") == true)
        #expect(strict.violations.first?.fix == "run 'make architecture-baseline' to rewrite architecture-baseline.txt")

        let (laxStatus, lax) = try await run(copy, askSwiftPM: false)
        #expect(laxStatus == 0)
        #expect(lax.staleEntries == 1)
        let (flagStatus, _) = try await run(copy, ["--strict-baseline"], askSwiftPM: false)
        #expect(flagStatus == 1)
    }

    @Test func violationOutsideTheBaselineStillFails() async throws {
        let copy = try RepositoryCopy()
        try copy.write("undeclared-import\tSources/Interface/Gone.swift\tDomain\n", to: "architecture-baseline.txt")
        try copy.prepend("import Domain", to: try copy.firstSwiftFile(under: "Sources/Interface"))
        let (status, report) = try await run(copy, askSwiftPM: false)
        #expect(status == 1)
        #expect(report.findings.map(\.rule) == [.undeclaredImport])
        #expect(report.staleEntries == 1)
    }
}
