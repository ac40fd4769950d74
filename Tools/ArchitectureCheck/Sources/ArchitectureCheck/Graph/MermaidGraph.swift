/// The package's module graph as Mermaid text, built from SwiftPM's view.
/// Test targets are left out: they would double the edges and say nothing
/// about the layers. Names are sorted so that reordering Package.swift does
/// not count as drift.
public enum MermaidGraph {
    public static func render(_ manifest: PackageManifest) -> String {
        var lines = ["graph TD"]
        let targets = manifest.targets.filter { !$0.isTest }.sorted { $0.name < $1.name }
        for target in targets {
            let dependencies = Set(target.dependencies).sorted()
            if dependencies.isEmpty {
                lines.append("    \(target.name)")
            }
            for dependency in dependencies {
                lines.append("    \(target.name) --> \(dependency)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
