import Foundation

/// Plans `make split-feature NAME=…`: a folder feature gets modules of its
/// own. Its files stay in their folders, which the feature's modules claim
/// from the layers' (Package.swift's `FeatureModules`); what changes is what
/// they import, the fakes its tests share, which move to its test support,
/// and one line in Package.swift's table.
///
/// It expects the shape `make feature` writes, and refuses, before writing
/// anything, a feature that any other code depends on by name: no module may
/// reach into another feature's, and only App composes them.
public struct FeatureSplitter {
    static let layers = FeatureTemplates.layers
    /// The test files a feature's test targets share, by the prefixes `make feature` names them with.
    static let sharedTestPrefixes = ["Fake", "Recording"]

    let repository: Repository

    public init(repository: Repository) {
        self.repository = repository
    }

    public func plan(_ rawName: String) throws(ScaffoldError) -> ChangeSet {
        let feature = try FeatureName(rawName)
        let name = feature.name
        var manifest = try FeatureGenerator.manifest(in: repository)
        let line = FeatureGenerator.modulesLine(for: feature).trimmingCharacters(in: .whitespaces)
        guard !manifest.contains(line) else { throw ScaffoldError("the feature '\(name)' has modules of its own already") }
        for layer in Self.layers {
            for folder in ["Sources/\(layer)/\(name)", "Tests/\(layer)Tests/\(name)"] where !repository.exists(folder) {
                throw ScaffoldError(
                    "\(folder) is missing: split-feature needs the feature in every layer and its tests, as make feature writes it")
            }
        }
        let support = repository.files(under: "Tests/ApplicationTests/\(name)", endingIn: ".swift").filter { path in
            let file = URL(fileURLWithPath: path).lastPathComponent
            return Self.sharedTestPrefixes.contains { file.hasPrefix($0) }
        }
        guard !support.isEmpty else {
            throw ScaffoldError(
                "Tests/ApplicationTests/\(name) has no Fake… or Recording… file to share from \(name)TestSupport")
        }

        // Which module declares what: the feature's part of each layer, its test support, each layer's core.
        var owned: [String: Set<String>] = [:]
        for layer in Self.layers {
            owned[name + layer] = try names(in: repository.files(under: "Sources/\(layer)/\(name)", endingIn: ".swift"))
        }
        owned[name + "TestSupport"] = try names(in: support)
        let featureNames = owned.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        var core: [String: Set<String>] = [:]
        for layer in Self.layers {
            let files = repository.files(under: "Sources/\(layer)", endingIn: ".swift").filter {
                !$0.hasPrefix("Sources/\(layer)/\(name)/")
            }
            core[layer] = try names(in: files)
            // Nothing outside App may name the feature's types once they leave the layer's module.
            for path in files + repository.files(under: "Tests/\(layer)Tests", endingIn: ".swift")
            where !path.hasPrefix("Tests/\(layer)Tests/\(name)/") {
                let used = Self.identifiers(in: try repository.read(path)).intersection(featureNames)
                if let type = used.sorted().first {
                    throw ScaffoldError(
                        "\(path) uses \(type), which would move to \(name)'s modules; only App may depend on a feature")
                }
            }
        }

        var changes = ChangeSet()
        for path in support {
            let moved = "Tests/TestSupport/\(name)/" + URL(fileURLWithPath: path).lastPathComponent
            changes.remove(path)
            changes.write(try rewrite(path, feature: name, owned: owned, core: core), to: moved)
        }
        for layer in Self.layers {
            for path in repository.files(under: "Sources/\(layer)/\(name)", endingIn: ".swift")
                + repository.files(under: "Tests/\(layer)Tests/\(name)", endingIn: ".swift")
            where !support.contains(path) {
                changes.write(try rewrite(path, feature: name, owned: owned, core: core), to: path)
            }
        }
        for path in repository.files(under: "Sources/App", endingIn: ".swift") {
            let text = try repository.read(path)
            let added = Self.layers.filter { layer in
                layer != "Domain" && !Self.identifiers(in: text).isDisjoint(with: owned[name + layer] ?? [])
            }.map { "import \(name)\($0)" }
            if !added.isEmpty { changes.write(Self.adding(imports: added, to: text), to: path) }
        }
        manifest = FeatureGenerator.adding(
            FeatureGenerator.modulesLine(for: feature), to: manifest, above: FeatureGenerator.modulesMarker)
        changes.write(manifest, to: FeatureGenerator.manifestFile)
        return changes
    }

    /// The file importing the feature's modules in place of the layers', and
    /// each core it uses a name of: publicly when the file declares public API.
    private func rewrite(_ path: String, feature: String, owned: [String: Set<String>], core: [String: Set<String>])
        throws(ScaffoldError) -> String
    {
        let text = try repository.read(path)
        let used = Self.identifiers(in: text)
        let exposes = text.contains("\npublic ") || text.hasPrefix("public ")
        var lines = text.components(separatedBy: "\n")
        var imported: Set<String> = []
        for (index, line) in lines.enumerated() {
            guard let match = line.wholeMatch(of: #/((?:public |package |@testable )?import) (\w+)/#),
                Self.layers.contains(String(match.output.2))
            else { continue }
            lines[index] = "\(match.output.1) \(feature)\(match.output.2)"
            imported.insert(String(match.output.2))
        }
        var added: [String] = []
        let ownLayer = Self.layers.first { path.hasPrefix("Sources/\($0)/") || path.hasPrefix("Tests/\($0)Tests/") }
        for layer in Self.layers where layer == ownLayer || imported.contains(layer) {
            if !used.isDisjoint(with: core[layer] ?? []) { added.append("\(exposes ? "public " : "")import \(layer)") }
        }
        if !path.hasPrefix("Tests/ApplicationTests/\(feature)/") || used.isDisjoint(with: owned[feature + "TestSupport"] ?? [])
        {
            return Self.adding(imports: added, to: lines.joined(separator: "\n"))
        }
        return Self.adding(imports: added + ["import \(feature)TestSupport"], to: lines.joined(separator: "\n"))
    }

    /// The type names the files declare.
    private func names(in paths: [String]) throws(ScaffoldError) -> Set<String> {
        var names: Set<String> = []
        for path in paths { names.formUnion(Repository.typeNames(declaredIn: try repository.read(path))) }
        return names
    }

    /// Every capitalised word of the text: the type names it may use.
    static func identifiers(in text: String) -> Set<String> {
        Set(text.matches(of: #/\b[A-Z][A-Za-z0-9_]*\b/#).map { String($0.output) })
    }

    /// Adds import lines at the top; swift format sorts them afterwards.
    static func adding(imports: [String], to text: String) -> String {
        let missing = imports.filter { !text.components(separatedBy: "\n").contains($0) }
        return missing.isEmpty ? text : missing.joined(separator: "\n") + "\n" + text
    }
}
