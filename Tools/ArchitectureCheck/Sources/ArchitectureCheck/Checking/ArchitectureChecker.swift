import Foundation

/// Checks a package against the layer policy in its Architecture.md.
public struct ArchitectureChecker: Sendable {
    public static let documentName = "Architecture.md"
    public static let manifestName = "Package.swift"

    /// The package root; violations are reported relative to it.
    public let root: String
    /// Map targets to layers by name prefix, for generated benchmark packages.
    public let matchesLayerPrefixes: Bool

    public init(root: String, matchesLayerPrefixes: Bool = false) {
        self.root = root
        self.matchesLayerPrefixes = matchesLayerPrefixes
    }

    public func readDocument() throws(SetupError) -> ArchitectureDocument {
        ArchitectureDocument(text: try readText(Self.documentName))
    }

    public func readPolicy(from document: ArchitectureDocument) throws(SetupError) -> LayerPolicy {
        guard let block = document.policyBlock else {
            throw SetupError("\(root)/\(Self.documentName) has no ```layer-policy block")
        }
        do {
            return try PolicyParser.parse(block.body, firstLine: block.openingLine + 1)
        } catch {
            throw SetupError(error.description)
        }
    }

    public func check(_ manifest: PackageManifest) async throws(SetupError) -> CheckReport {
        let document = try readDocument()
        let policy = try readPolicy(from: document)
        let layers = PackageLayers(
            resolver: LayerResolver(policy: policy, manifest: manifest, matchesPrefixes: matchesLayerPrefixes))
        // A missing Package.swift (a pre-dumped description) only costs precise locations.
        let locator = ManifestLocator(
            manifestText: (try? readText(Self.manifestName)) ?? "", features: layers.features)

        var violations = ManifestRules.violations(in: manifest, layers: layers, locator: locator)
        let covered = manifest.targets.filter { layers.roles[$0.name] != nil }
        let files = await SourceCollector.scan(covered, root: root)
        for file in files {
            violations += ImportRules.violations(in: file, layers: layers)
        }
        violations += UnusedDependencyRule.violations(in: files, layers: layers, locator: locator)
        violations += PolicyCoverageRule.violations(in: manifest, layers: layers)
        violations += GraphRule.violations(in: document, manifest: manifest, features: layers.features)
        return CheckReport(violations: violations, filesChecked: files.count, targetsChecked: manifest.targets.count)
    }

    /// The package's module graph as Mermaid, each feature's modules grouped
    /// as the policy's `features:` line says. Without Architecture.md or its
    /// policy block the graph is flat; a malformed policy is an error.
    public func graph(for manifest: PackageManifest) throws(SetupError) -> String {
        guard let document = try? readDocument(), document.policyBlock != nil else {
            return MermaidGraph.render(manifest)
        }
        return try graph(for: manifest, document: document)
    }

    /// The names of the package's features: those with modules of their own,
    /// as the policy's `features:` line finds them, and those that are
    /// folders in the layers' modules, each of which has one in Domain.
    public func featureNames(of manifest: PackageManifest) -> Set<String> {
        let modules = (try? readDocument()).flatMap { try? readPolicy(from: $0) }.map {
            Set(LayerResolver(policy: $0, manifest: manifest, matchesPrefixes: matchesLayerPrefixes).features.values)
        }
        let domain = (try? FileManager.default.contentsOfDirectory(atPath: root + "/Sources/Domain")) ?? []
        return (modules ?? []).union(domain.filter { !$0.hasSuffix(".swift") && !$0.hasPrefix(".") })
    }

    private func graph(for manifest: PackageManifest, document: ArchitectureDocument) throws(SetupError) -> String {
        let resolver = LayerResolver(
            policy: try readPolicy(from: document), manifest: manifest, matchesPrefixes: matchesLayerPrefixes)
        return MermaidGraph.render(manifest, features: resolver.features)
    }

    /// Rewrites the Mermaid block in Architecture.md to match the package.
    public func updateGraph(for manifest: PackageManifest) throws(SetupError) {
        let document = try readDocument()
        guard let updated = document.replacingGraph(with: try graph(for: manifest, document: document)) else {
            throw SetupError(
                "\(Self.documentName) has no ```mermaid block under '\(ArchitectureDocument.graphHeading)'")
        }
        do {
            try updated.write(toFile: root + "/" + Self.documentName, atomically: true, encoding: .utf8)
        } catch {
            throw SetupError("cannot write \(Self.documentName): \(error)")
        }
    }

    private func readText(_ name: String) throws(SetupError) -> String {
        guard let data = FileManager.default.contents(atPath: root + "/" + name) else {
            throw SetupError("cannot read \(root)/\(name)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
