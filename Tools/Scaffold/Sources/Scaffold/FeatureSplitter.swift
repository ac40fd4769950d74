import Foundation

/// Plans `make split-feature NAME=…`: a folder feature gets modules of its
/// own, one for each layer it has a folder in: Domain and Infrastructure as
/// `make feature` writes it, and any other a team added for intents of its
/// own. Its sources stay in their folders, which the feature's modules claim
/// from the layers' (Package.swift's `FeatureModules`); its tests move from
/// each layer's test target to its own, `Tests/<Name>Tests/<Layer>/`, with
/// every other file of their folders (fixtures) at the same place below it;
/// what changes besides is what the Swift files import, and one line in
/// Package.swift's table.
///
/// It refuses, before writing anything, a feature that any other code
/// depends on by name: no module may reach into another feature's, and only
/// App composes them.
public struct FeatureSplitter {
    static let layers = FeatureTemplates.layers
    /// The cores `FeatureModules` gives the feature's test target besides its own modules.
    static let testsWithCore: Set<String> = ["Application", "Interface"]

    let repository: Repository

    public init(repository: Repository) {
        self.repository = repository
    }

    public func plan(_ rawName: String) throws(ScaffoldError) -> ChangeSet {
        let feature = try FeatureName(rawName)
        let name = feature.name
        var manifest = try FeatureGenerator.manifest(in: repository)
        guard !FeatureGenerator.hasModules(feature, in: manifest) else {
            throw ScaffoldError("the feature '\(name)' has modules of its own already")
        }
        let split = Self.layers.filter { repository.exists("Sources/\($0)/\(name)") }
        guard !split.isEmpty else {
            throw ScaffoldError(
                "Sources/Domain/\(name) is missing: split-feature needs the feature's folders, as make feature writes them"
            )
        }
        let ownTests = "Tests/\(name)Tests"
        guard !repository.exists(ownTests) else {
            throw ScaffoldError("\(ownTests) is there already; split-feature moves the feature's tests there")
        }
        var tests: [String: [String]] = [:]
        for layer in Self.layers {
            let folder = FeatureLayout.layerTestFolder(of: layer, feature: name)
            tests[layer] = repository.files(under: folder, endingIn: ".swift")
        }
        try requireOneModuleCanHold(tests, of: name)

        // Which module declares what: the feature's part of each layer, each layer's core.
        var owned: [String: Set<String>] = [:]
        for layer in split {
            owned[name + layer] = try names(in: repository.files(under: "Sources/\(layer)/\(name)", endingIn: ".swift"))
        }
        // The tests' own types, the fakes among them, leave the layers' test targets with them.
        let featureNames = owned.values.reduce(into: try names(in: tests.values.flatMap { $0 })) { $0.formUnion($1) }
        var core: [String: Set<String>] = [:]
        for layer in Self.layers {
            let files = repository.files(under: "Sources/\(layer)", endingIn: ".swift").filter {
                !$0.hasPrefix("Sources/\(layer)/\(name)/")
            }
            core[layer] = try names(in: files)
            // Nothing outside App may name the feature's types once they leave the layer's module.
            for path in files + repository.files(under: "Tests/\(layer)Tests", endingIn: ".swift")
            where !path.hasPrefix(FeatureLayout.layerTestFolder(of: layer, feature: name) + "/") {
                let used = Self.identifiers(in: try repository.read(path)).intersection(featureNames)
                if let type = used.sorted().first {
                    throw ScaffoldError(
                        "\(path) uses \(type), which would move to \(name)'s modules; only App may depend on a feature")
                }
            }
        }

        var changes = ChangeSet()
        for layer in Self.layers {
            for path in split.contains(layer)
                ? repository.files(under: "Sources/\(layer)/\(name)", endingIn: ".swift") : []
            {
                changes.write(
                    try rewrite(path, of: layer, isTest: false, feature: name, core: core, owned: owned), to: path)
            }
            // Every file of the folder moves to the same place below the layer's folder of the
            // feature's test target, so a fixture stays beside the tests that read it.
            let folder = FeatureLayout.layerTestFolder(of: layer, feature: name)
            let destination = FeatureLayout.ownTestFolder(of: layer, feature: name)
            guard repository.exists(folder) else { continue }
            for file in repository.files(in: folder) {
                let (path, moved) = (folder + "/" + file, destination + "/" + file)
                let text =
                    file.hasSuffix(".swift")
                    ? try rewrite(path, of: layer, isTest: true, feature: name, core: core, owned: owned)
                    : try movedText(of: path, to: moved)
                changes.write(text, to: moved)
            }
            changes.remove(folder)
        }
        // App, and its end-to-end tests, import the feature's modules whose types they name.
        let appTests = FeatureLayout.layerTestFolder(of: "App", feature: name)
        for path in repository.files(under: "Sources/App", endingIn: ".swift")
            + (repository.exists(appTests) ? repository.files(under: appTests, endingIn: ".swift") : [])
        {
            var text = try repository.read(path)
            text = Self.composing(name, in: text, owned: owned, core: core) ?? text
            // App names the feature's table by a static member, no type: `EntryTable.orders`.
            if path == FeatureGenerator.featuresFile, split.contains("Infrastructure"),
                text.contains(ReferenceWiring.table(of: feature) + ".")
            {
                text = FeatureGenerator.importing("import \(name)Infrastructure", into: text)
            }
            // A reference's rule names the feature's fields by key path: `\.customer`, of its Domain.
            let rule = ReferenceWiring.table(of: feature) + ".reference("
            if path == FeatureGenerator.featuresFile, split.contains("Domain"), text.contains(rule) {
                text = FeatureGenerator.importing("import \(name)Domain", into: text)
                // Domain's own import stays while another folder feature's rule names its fields.
                let others = text.lines.filter { $0.contains(".reference(\\.") && !$0.contains(rule) }
                if others.isEmpty { text = text.lines.filter { $0 != "import Domain" }.joined(separator: "\n") }
            }
            if text != (try repository.read(path)) { changes.write(text, to: path) }
        }
        manifest = FeatureGenerator.adding(
            FeatureGenerator.modulesLine(for: feature, layers: split), to: manifest,
            above: FeatureGenerator.modulesMarker)
        changes.write(manifest, to: FeatureGenerator.manifestFile)
        return changes
    }

    /// Refuses tests that could share a module only while each layer had its own:
    /// the compiler takes no two files of one name in a module, and no two types
    /// of one name unless both are `private` or `fileprivate`, each seen by its file alone.
    private func requireOneModuleCanHold(_ tests: [String: [String]], of feature: String) throws(ScaffoldError) {
        var files: [String: String] = [:]
        var types: [String: (path: String, isFilePrivate: Bool)] = [:]
        for layer in Self.layers {
            for path in tests[layer] ?? [] {
                let file = URL(fileURLWithPath: path).lastPathComponent
                if let other = files[file] {
                    throw ScaffoldError(
                        "\(other) and \(path) would both be in \(feature)Tests, which cannot hold two files named \(file); rename one first"
                    )
                }
                files[file] = path
                for type in Repository.typeDeclarations(in: try repository.read(path)) {
                    if let other = types[type.name], other.path != path, !(other.isFilePrivate && type.isFilePrivate) {
                        throw ScaffoldError(
                            "\(other.path) and \(path) both declare \(type.name), which \(feature)Tests would hold once; rename one first"
                        )
                    }
                    // A name one file keeps to itself clashes with another file's only if that one does not.
                    if types[type.name]?.isFilePrivate ?? true { types[type.name] = (path, type.isFilePrivate) }
                }
            }
        }
    }

    /// A file other than Swift, as it is, to write at `destination`; it must be text,
    /// as the plan holds what it writes as text.
    private func movedText(of path: String, to destination: String) throws(ScaffoldError) -> String {
        guard let data = FileManager.default.contents(atPath: repository.url(path).path) else {
            throw ScaffoldError("\(path): cannot be read; run this from the root of the template")
        }
        guard let text = String(data: data, encoding: .utf8), Data(text.utf8) == data else {
            throw ScaffoldError(
                "\(path) is not UTF-8 text, which split-feature cannot move; move it out of the feature's tests, "
                    + "split, then move it to \(destination)")
        }
        return text
    }

    /// The type names the files declare for other files to use: not those declared
    /// `private` or `fileprivate`, which no other file can name.
    private func names(in paths: [String]) throws(ScaffoldError) -> Set<String> {
        var names: Set<String> = []
        for path in paths {
            for type in Repository.typeDeclarations(in: try repository.read(path)) where !type.isFilePrivate {
                names.insert(type.name)
            }
        }
        return names
    }
}
