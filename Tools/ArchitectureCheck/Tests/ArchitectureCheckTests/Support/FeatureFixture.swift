import ArchitectureCheck
import Foundation

/// The Strata policy with features, and a package of two features, Contacts
/// and Inbox, each with a module per layer and one test target, for the
/// feature rule's tests. Target `i` sits on line `i + 4` of Package.swift.
enum FeatureFixture {
    static let policy =
        FixturePackage.strataPolicy + """

            features:         Domain, Application, Infrastructure, Interface | composed in App
            """

    /// A feature's modules, each using its own feature's modules and the cores,
    /// and its test target `<Feature>Tests`, with a folder per layer.
    static func modules(of feature: String) -> [ManifestTarget] {
        func target(_ suffix: String, _ dependencies: [String], type: String = "regular") -> ManifestTarget {
            ManifestTarget(
                name: feature + suffix, type: type, dependencies: dependencies.map { $0.replacingFeature(feature) })
        }
        return [
            target("Domain", []),
            target("Application", ["*Domain", "Application"]),
            target("Infrastructure", ["*Application", "*Domain", "Infrastructure"]),
            target("Interface", ["*Application", "Interface"]),
            target(
                "Tests", ["*Domain", "*Application", "*Infrastructure", "*Interface", "Application", "Interface"],
                type: "test"),
        ]
    }

    /// The Strata targets, with App composing both features, then Contacts' and Inbox's modules.
    static let targets: [ManifestTarget] =
        FixturePackage.strataTargets.map { target in
            guard target.name == "App" else { return target }
            return ManifestTarget(
                name: "App", type: "executable",
                dependencies: target.dependencies + ["ContactsInterface", "InboxInterface"])
        } + modules(of: "Contacts") + modules(of: "Inbox")

    /// `targets` with `name`'s dependencies replaced.
    static func targets(where name: String, dependsOn dependencies: [String]) -> [ManifestTarget] {
        targets.map { target in
            target.name == name
                ? ManifestTarget(name: name, type: target.type, dependencies: dependencies) : target
        }
    }

    /// Where the fixture's Package.swift names `dependency` among `target`'s dependencies.
    static func finding(
        _ rule: Rule, dependency: String, of target: String, in targets: [ManifestTarget] = targets
    ) -> Finding {
        let index = targets.firstIndex { $0.name == target } ?? 0
        let line = FixturePackage.manifestText(for: targets).split(separator: "\n")[index + 3]
        let list = line.components(separatedBy: "dependencies: [")
        let before = list[0] + "dependencies: [" + (list.last?.components(separatedBy: "\"\(dependency)\"").first ?? "")
        return Finding("Package.swift", index + 4, before.utf8.count + 1, rule)
    }
}

extension String {
    /// `*Domain` to `ContactsDomain`.
    fileprivate func replacingFeature(_ feature: String) -> String {
        hasPrefix("*") ? feature + dropFirst() : self
    }
}
