import Foundation
import Testing

@testable import Scaffold

/// SwiftPM compiles Package.swift the first time it reads a package: in every fresh clone,
/// every CI run, every copy a check or an upgrade makes. An expression whose types the
/// compiler must search for costs each of them seconds; one did, 2.4 s of the manifest's
/// 2.7 s, until a type annotation ended the search. The solver's scope limit turns such a
/// search into an error, so the template's manifest and the one `make minimal` writes must
/// each type-check within a small one, as SwiftPM compiles them.
@Suite struct ManifestTests {
    /// A tenth of what the slow expression needed (over 100,000); each manifest takes under 1,000.
    static let scopes = 10_000

    @Test func theTemplatesManifestTypeChecksWithinASmallSearch() throws {
        let manifest = try String(contentsOf: RepositoryCopy.source("Package.swift"), encoding: .utf8)
        #expect(try Self.dumpPackage(manifest) == "exit 0")
    }

    @Test func theManifestMakeMinimalWritesTypeChecksWithinASmallSearch() throws {
        let manifest = try String(contentsOf: RepositoryCopy.source("Package.swift"), encoding: .utf8)
        // What MinimalGenerator keeps of the manifest: FeatureModules, as this tree has it.
        let helper = try #require(
            manifest.range(of: MinimalGenerator.featureModulesStart) ?? manifest.range(of: "struct FeatureModules"))
        let minimal = MinimalTemplates(package: "Acme", executable: "acme")
            .manifest(keeping: "\n" + manifest[helper.lowerBound...])
        #expect(try Self.dumpPackage(minimal) == "exit 0")
    }

    /// `swift package dump-package` on a folder holding only `manifest`, its compiler limited
    /// to `scopes`: "exit 0", or the status and SwiftPM's message, which quotes the compiler's.
    static func dumpPackage(_ manifest: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let limit = ["-Xbuild-tools-swiftc", "-Xfrontend", "-Xbuild-tools-swiftc", "-solver-scope-threshold=\(scopes)"]
        let dump = try StartedProcess(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["swift", "package", "--package-path", folder.path, "--scratch-path", folder.path + "/.build"] + limit
                + ["dump-package"])
        let answer = dump.answer()
        return dump.status == 0 ? "exit 0" : answer
    }
}
