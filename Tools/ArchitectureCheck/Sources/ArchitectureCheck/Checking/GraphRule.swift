/// The Mermaid graph committed in Architecture.md must match the package.
enum GraphRule {
    static let documentPath = "Architecture.md"
    static let refreshCommand = "run 'make graph-update' to rewrite it, or paste the output of 'make graph'"

    static func violations(in document: ArchitectureDocument, manifest: PackageManifest, features: [String: String])
        -> [Violation]
    {
        let expected = MermaidGraph.render(manifest, features: features)
        guard let block = document.graphBlock else {
            return [
                Violation(
                    path: documentPath, line: document.graphHeadingLine ?? 1, column: 1, rule: .graphDrift,
                    message: "no ```mermaid block under '\(ArchitectureDocument.graphHeading)'",
                    fix: "add the heading and a ```mermaid block holding the output of 'make graph'",
                    subject: "module graph")
            ]
        }
        guard normalized(block.body) != normalized(expected) else { return [] }
        return [
            Violation(
                path: documentPath, line: block.openingLine, column: 1, rule: .graphDrift,
                message: "the module graph differs from the package's dependencies", fix: refreshCommand,
                subject: "module graph")
        ]
    }

    private static func normalized(_ text: String) -> [Substring] {
        text.split(separator: "\n").map { Substring($0).trimmingSpaces }.filter { !$0.isEmpty }
    }
}
