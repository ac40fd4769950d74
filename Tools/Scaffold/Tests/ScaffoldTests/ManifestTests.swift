import Foundation
import Testing

@testable import Scaffold

/// SwiftPM compiles Package.swift the first time it reads a package: in every fresh clone,
/// every CI run, every copy a check or an upgrade makes. An expression whose types the
/// compiler must search for costs each of them seconds, as the targets' list did until
/// `as [Target]` gave it its type (docs/ci.md has the figures). The compiler's limit on
/// that search, a count of the solver's scopes rather than a time, turns such a search
/// into an error: the template's manifest and the one `make minimal` writes must each
/// type-check within a small one, as SwiftPM compiles them.
@Suite struct ManifestTests {
    /// A tenth of what the untyped list needed (over 100,000) with Swift 6.3; each manifest
    /// takes under 1,000. Another compiler may count otherwise, so the last test checks
    /// that the untyped list still fails.
    static let scopes = 10_000

    @Test func theTemplatesManifestTypeChecksWithinASmallSearch() throws {
        #expect(try Self.dumpPackage(Self.manifest()) == "exit 0")
    }

    @Test func theManifestMakeMinimalWritesTypeChecksWithinASmallSearch() throws {
        #expect(try Self.dumpPackage(Self.minimalManifest()) == "exit 0")
    }

    /// Without it, the limit would hold nothing: a manifest whose list is untyped fails it.
    @Test func theUntypedListStillFailsTheLimit() throws {
        let untyped = try Self.minimalManifest().replacingOccurrences(of: "] as [Target] +", with: "] +")
        try #require(untyped != (try Self.minimalManifest()))
        #expect(try Self.dumpPackage(untyped).contains("unable to type-check this expression in reasonable time"))
    }

    static func manifest() throws -> String {
        try String(contentsOf: RepositoryCopy.source("Package.swift"), encoding: .utf8)
    }

    static func minimalManifest() throws -> String {
        try MinimalTemplates(package: "Acme", executable: "acme").manifest(replacing: manifest())
    }

    /// `swift package dump-package` on a folder holding only `manifest`, its compiler limited
    /// to `scopes`: "exit 0", or the status and SwiftPM's message, which quotes the compiler's.
    /// No manifest cache: each folder is new, so an entry would never be read again.
    static func dumpPackage(_ manifest: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let limit = ["-Xbuild-tools-swiftc", "-Xfrontend", "-Xbuild-tools-swiftc", "-solver-scope-threshold=\(scopes)"]
        let dump = try StartedProcess(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["swift", "package", "--package-path", folder.path, "--scratch-path", folder.path + "/.build"]
                + ["--manifest-cache", "none"] + limit + ["dump-package"])
        let answer = dump.answer()
        return dump.status == 0 ? "exit 0" : answer
    }
}
