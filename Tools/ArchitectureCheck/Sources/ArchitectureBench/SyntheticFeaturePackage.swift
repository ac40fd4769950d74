import ArchitectureCheck
import Foundation

/// A generated package laid out as Strata's with feature modules: the five
/// layers' cores and their tests, and per feature `Feature<i>` a module per
/// layer, each in the folder of its layer that the core excludes, and one test
/// target `Feature<i>Tests` with a folder per layer. Every fifth feature's
/// Application module uses the previous feature's Domain module, which the
/// policy allows. A target has 8 to 25 files; a module's first file imports
/// all its dependencies and the others up to three, and the test target's
/// files take turns over its folders, each importing what its layer's tests
/// may, so the package passes the check, as a real one does.
struct SyntheticFeaturePackage {
    static let layers = ["Domain", "Application", "Infrastructure", "Interface"]
    static let policyHead = """
        Domain:           -                                              | Foundation | exposes Foundation
        Application:      Domain                                         | Foundation | exposes Domain, Foundation
        Interface:        Application                                    | Foundation | exposes Application
        Infrastructure:   Application, Domain                            | *          | exposes Application, Domain, Foundation
        App:              Domain, Application, Infrastructure, Interface | *
        features:         Domain, Application, Infrastructure, Interface | composed in App
        """

    let root: String
    let featureCount: Int

    var manifestPath: String { root + "/manifest.json" }
    var features: [String] { (1...featureCount).map { "Feature\($0)" } }

    /// The feature whose Domain module feature `number`'s Application module uses, if any.
    private func uses(_ number: Int) -> String? {
        number % 5 == 0 ? "Feature\(number - 1)" : nil
    }

    var targets: [ManifestTarget] {
        let excluded = features
        var targets = [
            ManifestTarget(name: "Domain", type: "regular", dependencies: [], exclude: excluded),
            ManifestTarget(name: "Application", type: "regular", dependencies: ["Domain"], exclude: excluded),
            ManifestTarget(
                name: "Infrastructure", type: "regular", dependencies: ["Application", "Domain"], exclude: excluded),
            ManifestTarget(name: "Interface", type: "regular", dependencies: ["Application"], exclude: excluded),
            ManifestTarget(
                name: "App", type: "executable",
                dependencies: Self.layers
                    + features.flatMap { ["\($0)Application", "\($0)Infrastructure", "\($0)Interface"] }),
        ]
        targets += Self.layers.map { layer in
            ManifestTarget(name: layer + "Tests", type: "test", dependencies: [layer])
        }
        targets.append(ManifestTarget(name: "AppTests", type: "test", dependencies: ["App"]))
        for (offset, feature) in features.enumerated() {
            targets += modules(of: feature, using: uses(offset + 1))
        }
        return targets
    }

    private func modules(of feature: String, using other: String?) -> [ManifestTarget] {
        func target(_ suffix: String, _ dependencies: [String], type: String = "regular", path: String)
            -> ManifestTarget
        {
            ManifestTarget(
                name: feature + suffix, type: type,
                dependencies: dependencies.map { $0.replacingOccurrences(of: "*", with: feature) },
                path: path)
        }
        return [
            target("Domain", [], path: "Sources/Domain/\(feature)"),
            target(
                "Application", ["*Domain", "Application"] + [other.map { $0 + "Domain" }].compactMap { $0 },
                path: "Sources/Application/\(feature)"),
            target(
                "Infrastructure", ["*Application", "*Domain", "Infrastructure"],
                path: "Sources/Infrastructure/\(feature)"),
            target("Interface", ["*Application", "Interface"], path: "Sources/Interface/\(feature)"),
            target("Tests", Self.layers.map { "*" + $0 }, type: "test", path: "Tests/\(feature)Tests"),
        ]
    }

    /// What a test in `layer`'s folder of a feature's test target imports: its
    /// layer's module, and the feature's modules that layer may use.
    static func testImports(of feature: String, in layer: String) -> [String] {
        let usable: [String: [String]] = [
            "Domain": [], "Application": ["Domain"], "Infrastructure": ["Application", "Domain"],
        ]
        return ([layer] + (usable[layer] ?? ["Application"])).map { feature + $0 }
    }

    /// Writes the sources, Architecture.md, the description `dump-package` would
    /// print, and a Package.swift that builds the same targets from a table.
    /// Returns the number of files and of imports written.
    func write() throws -> (files: Int, imports: Int) {
        let targets = targets
        var files = 0
        var imports = 0
        for (index, target) in targets.enumerated() {
            let written = try writeSources(of: target, count: 8 + (index * 7) % 18)
            files += written.files
            imports += written.imports
        }
        let manifest = PackageManifest(targets: targets)
        try Self.manifestJSON(targets).write(toFile: manifestPath, atomically: true, encoding: .utf8)
        let allowances = (1...featureCount).compactMap { number in
            uses(number).map { "allow feature-dependency: Feature\(number) -> \($0)" }
        }
        let policyText = ([Self.policyHead] + allowances).joined(separator: "\n")
        let resolver = LayerResolver(policy: try PolicyParser.parse(policyText), manifest: manifest)
        let document =
            "# Synthetic features\n\n```layer-policy\n\(policyText)\n```\n\n## Module graph\n\n```mermaid\n"
            + MermaidGraph.render(manifest, features: resolver.features) + "\n```\n"
        try document.write(toFile: root + "/Architecture.md", atomically: true, encoding: .utf8)
        try packageSwift().write(toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
        return (files, imports)
    }

    private func writeSources(of target: ManifestTarget, count: Int) throws -> (files: Int, imports: Int) {
        let feature = features.first { target.name == $0 + "Tests" }
        var imports = 0
        for file in 0..<count {
            var directory = root + "/" + target.path
            var modules = file == 0 ? target.dependencies : Array(target.dependencies.prefix(3))
            if let feature {
                let layer = Self.layers[file % Self.layers.count]
                directory += "/" + layer
                modules = Self.testImports(of: feature, in: layer)
            }
            if target.isTest { modules.append("Testing") } else if modules.count < 3 { modules.append("Foundation") }
            imports += modules.count
            let name = "\(target.name)Type\(file)"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try SyntheticPackage.source(imports: modules, name: name)
                .write(toFile: "\(directory)/\(name).swift", atomically: false, encoding: .utf8)
        }
        return (count, imports)
    }

    /// What `swift package dump-package` prints, reduced to what the checker reads.
    private static func manifestJSON(_ targets: [ManifestTarget]) -> String {
        func list(_ names: [String]) -> String { names.map { "\"\($0)\"" }.joined(separator: ",") }
        let entries = targets.map { target in
            let dependencies = target.dependencies.map { "{\"byName\":[\"\($0)\",null]}" }.joined(separator: ",")
            return "{\"name\":\"\(target.name)\",\"type\":\"\(target.type)\",\"path\":\"\(target.path)\","
                + "\"exclude\":[\(list(target.exclude))],\"dependencies\":[\(dependencies)]}"
        }
        return "{\"name\":\"SyntheticFeatures\",\"targets\":[\n\(entries.joined(separator: ",\n"))\n]}"
    }

    /// A manifest like Strata's: the cores written out, the features from a table.
    private func packageSwift() -> String {
        let table = (1...featureCount).map { index in
            "    FeatureModules(\"Feature\(index)\"" + (uses(index).map { ", uses: [\"\($0)\"]" } ?? "") + "),"
        }
        return """
            // swift-tools-version: 6.0
            import PackageDescription

            let featureModules: [FeatureModules] = [
            \(table.joined(separator: "\n"))
            ]
            let names = featureModules.map(\\.name)

            let package = Package(
                name: "SyntheticFeatures",
                targets: [
                    .target(name: "Domain", exclude: names),
                    .target(name: "Application", dependencies: ["Domain"], exclude: names),
                    .target(name: "Infrastructure", dependencies: ["Application", "Domain"], exclude: names),
                    .target(name: "Interface", dependencies: ["Application"], exclude: names),
                    .executableTarget(
                        name: "App",
                        dependencies: ["Domain", "Application", "Infrastructure", "Interface"]
                            + featureModules.flatMap(\\.appDependencies)),
                    .testTarget(name: "DomainTests", dependencies: ["Domain"]),
                    .testTarget(name: "ApplicationTests", dependencies: ["Application"]),
                    .testTarget(name: "InfrastructureTests", dependencies: ["Infrastructure"]),
                    .testTarget(name: "InterfaceTests", dependencies: ["Interface"]),
                    .testTarget(name: "AppTests", dependencies: ["App"]),
                ] + featureModules.flatMap(\\.targets)
            )

            struct FeatureModules {
                let name: String
                let uses: [String]

                init(_ name: String, uses: [String] = []) {
                    self.name = name
                    self.uses = uses
                }

                var appDependencies: [Target.Dependency] {
                    ["Application", "Infrastructure", "Interface"].map { .target(name: name + $0) }
                }

                var targets: [Target] {
                    func module(_ suffix: String) -> Target.Dependency { .target(name: name + suffix) }
                    return [
                        .target(name: name + "Domain", path: "Sources/Domain/\\(name)"),
                        .target(
                            name: name + "Application",
                            dependencies: [module("Domain"), "Application"] + uses.map { .target(name: $0 + "Domain") },
                            path: "Sources/Application/\\(name)"),
                        .target(
                            name: name + "Infrastructure",
                            dependencies: [module("Application"), module("Domain"), "Infrastructure"],
                            path: "Sources/Infrastructure/\\(name)"),
                        .target(
                            name: name + "Interface", dependencies: [module("Application"), "Interface"],
                            path: "Sources/Interface/\\(name)"),
                        .testTarget(
                            name: name + "Tests",
                            dependencies: ["Domain", "Application", "Infrastructure", "Interface"].map(module)),
                    ]
                }
            }

            """
    }
}
