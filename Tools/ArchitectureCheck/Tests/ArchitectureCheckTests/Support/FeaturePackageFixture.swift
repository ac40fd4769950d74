import ArchitectureCheck
import Foundation

/// One of the packages under Fixtures/Features, checked from its saved
/// `dump.json` (its Package.swift builds feature modules from a table, as
/// Strata's does), or a copy of it in a temporary folder to edit.
final class FeaturePackageFixture {
    let root: URL
    private let isCopy: Bool

    init(_ name: String, copy: Bool = false) throws {
        let original = CheckerFixtures.directory.appendingPathComponent("Features/\(name)")
        isCopy = copy
        guard copy else {
            root = original
            return
        }
        root = FileManager.default.temporaryDirectory.appendingPathComponent("feature-fixture-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: original, to: root)
    }

    deinit {
        if isCopy { try? FileManager.default.removeItem(at: root) }
    }

    func run(_ extra: [String] = []) async -> CommandResult {
        await CheckCommand.run(arguments: [root.path, "--manifest-json", root.path + "/dump.json"] + extra)
    }

    func report() async throws -> CheckReport {
        let result = await run(["--format", "json"])
        guard result.status != CommandResult.setupFailed else { throw SetupError(result.errorOutput) }
        return try JSONDecoder().decode(CheckReport.self, from: Data(result.output.utf8))
    }

    /// The text of the fixture's file from the finding's column to the end of its line.
    func text(at finding: Finding) throws -> Substring {
        let text = try String(contentsOf: root.appendingPathComponent(finding.path), encoding: .utf8)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)[finding.line - 1]
        return Substring(String(decoding: line.utf8.dropFirst(finding.column - 1), as: UTF8.self))
    }

    func replace(_ old: String, with new: String, in path: String) throws {
        let url = root.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        guard text.components(separatedBy: old).count == 2 else { throw CocoaError(.fileReadCorruptFile) }
        try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
    }
}
