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
    /// The layers whose test targets `FeatureModules` gives the layer's core.
    static let testsWithCore: Set<String> = ["Application", "Interface"]

    let repository: Repository

    public init(repository: Repository) {
        self.repository = repository
    }

    public func plan(_ rawName: String) throws(ScaffoldError) -> ChangeSet {
        let feature = try FeatureName(rawName)
        let name = feature.name
        var manifest = try FeatureGenerator.manifest(in: repository)
        let line = FeatureGenerator.modulesLine(for: feature).trimmingCharacters(in: .whitespaces)
        guard !manifest.contains(line) else {
            throw ScaffoldError("the feature '\(name)' has modules of its own already")
        }
        for layer in Self.layers {
            for folder in ["Sources/\(layer)/\(name)", "Tests/\(layer)Tests/\(name)"] where !repository.exists(folder) {
                throw ScaffoldError(
                    "\(folder) is missing: split-feature needs the feature in every layer and its tests, as make feature writes it"
                )
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
            changes.write(try rewrite(path, into: moved, feature: name, owned: owned, core: core), to: moved)
        }
        for layer in Self.layers {
            for path in repository.files(under: "Sources/\(layer)/\(name)", endingIn: ".swift")
                + repository.files(under: "Tests/\(layer)Tests/\(name)", endingIn: ".swift")
            where !support.contains(path) {
                changes.write(try rewrite(path, into: path, feature: name, owned: owned, core: core), to: path)
            }
        }
        for path in repository.files(under: "Sources/App", endingIn: ".swift") {
            if let text = Self.composing(name, in: try repository.read(path), owned: owned, core: core) {
                changes.write(text, to: path)
            }
        }
        manifest = FeatureGenerator.adding(
            FeatureGenerator.modulesLine(for: feature), to: manifest, above: FeatureGenerator.modulesMarker)
        changes.write(manifest, to: FeatureGenerator.manifestFile)
        return changes
    }

    /// The file importing the feature's modules in place of the layers', and
    /// each core it uses a name of: publicly when the file declares public API.
    private func rewrite(
        _ source: String, into path: String, feature: String, owned: [String: Set<String>], core: [String: Set<String>]
    ) throws(ScaffoldError) -> String {
        let text = try repository.read(source)
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
        let isTest = path.hasPrefix("Tests/") && !path.hasPrefix(FeatureLayout.testSupport)
        for layer in Self.layers where layer == ownLayer || imported.contains(layer) {
            // A test may use its layer's core by members alone (`.done`, `.plain`), which
            // names no type, and the layer's module used to bring them; so it keeps it
            // where Package.swift gives the test target its core: Application, Interface.
            let keepsCore =
                isTest && layer == ownLayer && imported.contains(layer) && Self.testsWithCore.contains(layer)
            let usesCore = !used.isDisjoint(with: core[layer] ?? []) || keepsCore
            if usesCore { added.append("\(exposes ? "public " : "")import \(layer)") }
        }
        if isTest, ownLayer == "Application",
            !used.isDisjoint(with: owned[feature + "TestSupport"] ?? [])
        {
            added.append("import \(feature)TestSupport")
        }
        return Self.adding(imports: added, to: lines.joined(separator: "\n"))
    }

    /// An App file that uses the feature, importing the feature's modules it
    /// uses and, of the layers' modules, only those it still uses; nil when the
    /// file does not use the feature.
    static func composing(_ feature: String, in text: String, owned: [String: Set<String>], core: [String: Set<String>])
        -> String?
    {
        let used = identifiers(in: text)
        let features = layers.filter { !used.isDisjoint(with: owned[feature + $0] ?? []) }
        guard !features.isEmpty else { return nil }
        let lines = text.components(separatedBy: "\n").filter { line in
            guard let match = line.wholeMatch(of: #/import (\w+)/#), layers.contains(String(match.output.1)) else {
                return true
            }
            return !used.isDisjoint(with: core[String(match.output.1)] ?? [])
        }
        return adding(imports: features.map { "import \(feature)\($0)" }, to: lines.joined(separator: "\n"))
    }

    /// The type names the files declare.
    private func names(in paths: [String]) throws(ScaffoldError) -> Set<String> {
        var names: Set<String> = []
        for path in paths { names.formUnion(Repository.typeNames(declaredIn: try repository.read(path))) }
        return names
    }

    /// Every capitalised word of the text: the type names it may use. Split by
    /// hand, as Unicode's word boundaries would keep `CommandError.usage` whole.
    static func identifiers(in text: String) -> Set<String> {
        let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        return Set(words.filter { $0.first?.isUppercase == true }.map(String.init))
    }

    /// Adds import lines at the top; swift format sorts them afterwards.
    static func adding(imports: [String], to text: String) -> String {
        let missing = imports.filter { !text.components(separatedBy: "\n").contains($0) }
        return missing.isEmpty ? text : missing.joined(separator: "\n") + "\n" + text
    }
}
