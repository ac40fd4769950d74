/// The package's module graph as Mermaid text, built from SwiftPM's view.
/// Test targets are left out: they would double the edges and say nothing
/// about the layers. The core targets come first; each feature's modules
/// follow in a `subgraph` of their own, with the edges that leave them.
/// Names are sorted so that reordering Package.swift does not count as drift.
public enum MermaidGraph {
    /// `features` maps each feature module to its feature; without it the graph is flat.
    public static func render(_ manifest: PackageManifest, features: [String: String] = [:]) -> String {
        var lines = ["graph TD"]
        let targets = manifest.targets.filter { !$0.isTest }.sorted { $0.name < $1.name }
        var byFeature: [String: [ManifestTarget]] = [:]
        for target in targets {
            guard let feature = features[target.name] else {
                lines += nodeLines(of: target, indent: "    ")
                continue
            }
            byFeature[feature, default: []].append(target)
        }
        for feature in byFeature.keys.sorted() {
            lines.append("    subgraph \(feature)")
            for target in byFeature[feature] ?? [] {
                lines += nodeLines(of: target, indent: "        ")
            }
            lines.append("    end")
        }
        return lines.joined(separator: "\n")
    }

    /// The target's edges, or the target alone when it has none.
    private static func nodeLines(of target: ManifestTarget, indent: String) -> [String] {
        let dependencies = Set(target.dependencies).sorted()
        guard !dependencies.isEmpty else { return [indent + target.name] }
        return dependencies.map { indent + "\(target.name) --> \($0)" }
    }
}
