/// Architecture.md, read for its two machine-checked blocks: the
/// `layer-policy` block and the `mermaid` block under the module-graph heading.
public struct ArchitectureDocument: Sendable {
    public static let graphHeading = "## Module graph"

    public let lines: [String]

    public init(text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    public var policyBlock: FencedBlock? {
        block(withInfo: "layer-policy", after: 0)
    }

    public var graphBlock: FencedBlock? {
        guard let heading = lines.firstIndex(where: { $0.trimmingCharacters() == Self.graphHeading }) else {
            return nil
        }
        return block(withInfo: "mermaid", after: heading + 1)
    }

    /// The heading's line, to point at when the graph block is missing.
    public var graphHeadingLine: Int? {
        lines.firstIndex { $0.trimmingCharacters() == Self.graphHeading }.map { $0 + 1 }
    }

    /// The document with the graph block's body replaced, or nil when it has none.
    public func replacingGraph(with graph: String) -> String? {
        guard let block = graphBlock else { return nil }
        var updated = lines
        updated.replaceSubrange(block.bodyLines, with: graph.split(separator: "\n").map(String.init))
        return updated.joined(separator: "\n")
    }

    private func block(withInfo info: String, after start: Int) -> FencedBlock? {
        guard start < lines.count,
            let opening = lines[start...].firstIndex(where: { $0.trimmingCharacters() == "```" + info })
        else { return nil }
        let bodyStart = opening + 1
        let closing = lines[bodyStart...].firstIndex { $0.trimmingCharacters() == "```" } ?? lines.count
        let body = lines[bodyStart..<closing].joined(separator: "\n")
        return FencedBlock(body: body, openingLine: opening + 1, bodyLines: bodyStart..<closing)
    }
}

extension String {
    func trimmingCharacters() -> Substring {
        Substring(self).trimmingSpaces
    }
}
