import ArchitectureCheck
import Foundation

/// A package written to a temporary folder: Architecture.md with a policy
/// and an up-to-date graph, a Package.swift with one target per line, and
/// whatever sources a test adds.
final class FixturePackage {
    static let strataPolicy = """
        Domain:           -                      | Foundation  | exposes Foundation
        Application:      Domain                 | Foundation  | exposes Domain, Foundation
        Interface:        Application            | Foundation  | exposes Application
        Infrastructure:   Application, Domain    | *           | exposes Application, Domain, Foundation
        App:              Domain, Application, Infrastructure, Interface | *
        """

    static let strataTargets: [ManifestTarget] = [
        ManifestTarget(name: "Domain", type: "regular", dependencies: []),
        ManifestTarget(name: "Application", type: "regular", dependencies: ["Domain"]),
        ManifestTarget(name: "Interface", type: "regular", dependencies: ["Application"]),
        ManifestTarget(name: "Infrastructure", type: "regular", dependencies: ["Application", "Domain"]),
        ManifestTarget(
            name: "App", type: "executable", dependencies: ["Domain", "Application", "Infrastructure", "Interface"]),
        ManifestTarget(name: "DomainTests", type: "test", dependencies: ["Domain"]),
        ManifestTarget(name: "ApplicationTests", type: "test", dependencies: ["Application", "Domain"]),
    ]

    let root: String
    let manifest: PackageManifest

    init(policy: String = strataPolicy, targets: [ManifestTarget] = strataTargets, graph: String? = nil) throws {
        root =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("architecture-fixture-\(UUID().uuidString)").path
        manifest = PackageManifest(targets: targets)
        try write(Self.manifestText(for: targets), to: "Package.swift")
        // A malformed policy is some tests' subject; its graph is then flat.
        let features = (try? PolicyParser.parse(policy)).map { LayerResolver(policy: $0, manifest: manifest).features }
        let document = """
            # Fixture

            ```layer-policy
            \(policy)
            ```

            ## Module graph

            ```mermaid
            \(graph ?? MermaidGraph.render(manifest, features: features ?? [:]))
            ```
            """
        try write(document, to: "Architecture.md")
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Target `i` is written on line `i + 4`, each as
    /// `        .target(name: "X", dependencies: ["A", "B"]),`.
    static func manifestText(for targets: [ManifestTarget]) -> String {
        let lines = targets.map { target in
            let dependencies = target.dependencies.map { "\"\($0)\"" }.joined(separator: ", ")
            return "        .target(name: \"\(target.name)\", dependencies: [\(dependencies)]),"
        }
        return (["// swift-tools-version: 6.0", "let package = Package(", "    targets: ["] + lines + ["    ]", ")"])
            .joined(separator: "\n")
    }

    func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: root).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func check(matchingPrefixes: Bool = false) async throws -> CheckReport {
        try await ArchitectureChecker(root: root, matchesLayerPrefixes: matchingPrefixes).check(manifest)
    }
}
