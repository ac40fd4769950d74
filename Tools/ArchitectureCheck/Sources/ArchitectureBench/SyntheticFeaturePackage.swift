import ArchitectureCheck
import Foundation

/// A generated package laid out as Strata's with feature modules: the five
/// layers' cores and their tests, and per feature `Feature<i>` a module per
/// layer, a test support and four test targets, each in the folder of its
/// layer that the core excludes. Every fifth feature's Application module
/// uses the previous feature's Domain module, which the policy allows. A
/// target has 8 to 25 files; its first file imports all its dependencies and
/// the others up to three, so the package passes the check, as a real one does.
struct SyntheticFeaturePackage {
    static let layers = ["Domain", "Application", "Infrastructure", "Interface"]
    static let policyHead = """
        Domain:           -                                              | Foundation | exposes Foundation
        Application:      Domain                                         | Foundation | exposes Domain, Foundation
        Interface:        Application                                    | Foundation | exposes Application
        Infrastructure:   Application, Domain                            | *          | exposes Application, Domain, Foundation
        App:              Domain, Application, Infrastructure, Interface | *
        TestSupport:      Domain, Application                            | Foundation | exposes Domain, Application, Foundation | only for tests of Domain, Application, Infrastructure
        features:         Domain, Application, Infrastructure, Interface, TestSupport | composed in App
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
            ManifestTarget(name: layer + "Tests", type: "test", dependencies: [layer], exclude: excluded)
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
            target("TestSupport", ["*Application", "*Domain"], path: "Tests/TestSupport/\(feature)"),
            target("DomainTests", ["*Domain", "*TestSupport"], type: "test", path: "Tests/DomainTests/\(feature)"),
            target(
                "ApplicationTests", ["*Application", "*Domain", "*TestSupport"], type: "test",
                path: "Tests/ApplicationTests/\(feature)"),
            target(
                "InfrastructureTests", ["*Infrastructure", "*Application", "*TestSupport"], type: "test",
                path: "Tests/InfrastructureTests/\(feature)"),
            target(
                "InterfaceTests", ["*Interface", "*Application"], type: "test", path: "Tests/InterfaceTests/\(feature)"),
        ]
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
        let resolver = LayerResolver(policy: try PolicyParser.parse(policyText))
        let document =
            "# Synthetic features\n\n```layer-policy\n\(policyText)\n```\n\n## Module graph\n\n```mermaid\n"
            + MermaidGraph.render(manifest, features: resolver.features(in: manifest)) + "\n```\n"
        try document.write(toFile: root + "/Architecture.md", atomically: true, encoding: .utf8)
        try packageSwift().write(toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
        return (files, imports)
    }

    private func writeSources(of target: ManifestTarget, count: Int) throws -> (files: Int, imports: Int) {
        let directory = root + "/" + target.path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var imports = 0
        for file in 0..<count {
            var modules = file == 0 ? target.dependencies : Array(target.dependencies.prefix(3))
            if target.isTest { modules.append("Testing") } else if modules.count < 3 { modules.append("Foundation") }
            imports += modules.count
            let name = "\(target.name)Type\(file)"
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
                    .testTarget(name: "DomainTests", dependencies: ["Domain"], exclude: names),
                    .testTarget(name: "ApplicationTests", dependencies: ["Application"], exclude: names),
                    .testTarget(name: "InfrastructureTests", dependencies: ["Infrastructure"], exclude: names),
                    .testTarget(name: "InterfaceTests", dependencies: ["Interface"], exclude: names),
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
                        .target(
                            name: name + "TestSupport", dependencies: [module("Application"), module("Domain")],
                            path: "Tests/TestSupport/\\(name)"),
                        .testTarget(
                            name: name + "DomainTests", dependencies: [module("Domain"), module("TestSupport")],
                            path: "Tests/DomainTests/\\(name)"),
                        .testTarget(
                            name: name + "ApplicationTests",
                            dependencies: [module("Application"), module("Domain"), module("TestSupport")],
                            path: "Tests/ApplicationTests/\\(name)"),
                        .testTarget(
                            name: name + "InfrastructureTests",
                            dependencies: [module("Infrastructure"), module("Application"), module("TestSupport")],
                            path: "Tests/InfrastructureTests/\\(name)"),
                        .testTarget(
                            name: name + "InterfaceTests", dependencies: [module("Interface"), module("Application")],
                            path: "Tests/InterfaceTests/\\(name)"),
                    ]
                }
            }

            """
    }
}
