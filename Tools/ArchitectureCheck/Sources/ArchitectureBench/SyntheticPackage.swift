import ArchitectureCheck
import Foundation

/// A generated package with many modules per layer, for timing the checker.
/// Target `i` is named `<Layer><i>` with layers taken in turn; it depends on
/// the last three earlier targets its layer may use and each file imports
/// those (topped up with Foundation) so every file holds three imports.
struct SyntheticPackage {
    static let policy = """
        Domain:           -                                              | Foundation
        Application:      Domain                                         | Foundation
        Interface:        Application                                    | Foundation
        Infrastructure:   Application, Domain                            | *
        App:              Domain, Application, Infrastructure, Interface | *
        """
    static let layers = ["Domain", "Application", "Interface", "Infrastructure", "App"]
    static let importsPerFile = 3

    let root: String
    let targetCount: Int
    let filesPerTarget: Int

    var manifestPath: String { root + "/manifest.json" }
    var fileCount: Int { targetCount * filesPerTarget }

    func write() throws {
        let policy = try PolicyParser.parse(Self.policy)
        var targets: [ManifestTarget] = []
        for index in 0..<targetCount {
            let layer = Self.layers[index % Self.layers.count]
            let usable = targets.filter { policy.allows(layer, toUse: Self.layer(of: $0.name)) }
            let dependencies = usable.suffix(Self.importsPerFile).map(\.name)
            let target = ManifestTarget(name: "\(layer)\(index)", type: "regular", dependencies: dependencies)
            targets.append(target)
            try writeSources(of: target)
        }
        let manifest = PackageManifest(targets: targets)
        try Self.manifestJSON(targets).write(toFile: manifestPath, atomically: true, encoding: .utf8)
        let document =
            "# Synthetic\n\n```layer-policy\n\(Self.policy)\n```\n\n## Module graph\n\n```mermaid\n"
            + MermaidGraph.render(manifest) + "\n```\n"
        try document.write(toFile: root + "/Architecture.md", atomically: true, encoding: .utf8)
    }

    private static func layer(of target: String) -> String {
        layers.filter { target.hasPrefix($0) }.max { $0.count < $1.count } ?? target
    }

    private func writeSources(of target: ManifestTarget) throws {
        let directory = root + "/" + target.path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var imports = target.dependencies
        while imports.count < Self.importsPerFile { imports.append("Foundation") }
        for file in 0..<filesPerTarget {
            let text = Self.source(imports: imports, name: "\(target.name)Type\(file)")
            try text.write(toFile: "\(directory)/\(target.name)Type\(file).swift", atomically: false, encoding: .utf8)
        }
    }

    /// About 1 KB of ordinary Swift, with comments and strings the scanner must skip.
    static func source(imports: [String], name: String) -> String {
        imports.map { "import \($0)\n" }.joined() + """

            /// A generated type; the text around it is realistic, not meaningful.
            struct \(name): Equatable {
                let identifier: Int
                var title: String
                var tags: [String] = []

                /* Block comments with an import Nothing inside are skipped. */
                func summary(width: Int) -> String {
                    let prefix = "import Nowhere: \\(identifier)"
                    let body = title.count > width ? String(title.prefix(width)) : title
                    return prefix + " " + body + tags.joined(separator: ", ")
                }

                mutating func tag(_ tag: String) {
                    // Keep tags unique and ordered.
                    guard !tags.contains(tag) else { return }
                    tags.append(tag)
                }
            }

            """
    }

    private static func manifestJSON(_ targets: [ManifestTarget]) -> String {
        let entries = targets.map { target in
            let dependencies = target.dependencies.map { "{\"byName\":[\"\($0)\",null]}" }.joined(separator: ",")
            return "{\"name\":\"\(target.name)\",\"type\":\"regular\",\"dependencies\":[\(dependencies)]}"
        }
        return "{\"name\":\"Synthetic\",\"targets\":[\n\(entries.joined(separator: ",\n"))\n]}"
    }
}
